import { Button, Group, Stack, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A binding-agreement editor (agreement, period, risk code): a form that saves on submit, the
 * unsaved-changes guard, and a title row with its actions (none when `actions` is false).
 */
export function EditorForm({
  onSave,
  guard,
  title,
  titleSize = 26,
  actions,
  children,
}: {
  onSave: () => unknown;
  guard: ReactNode;
  title: ReactNode;
  /** The title's size on a phone (30 from `sm` up). */
  titleSize?: number;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {guard}
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: titleSize, sm: 30 }}>
            {title}
          </Title>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </form>
  );
}

/** The editor's delete action: a subtle red button with the bin icon. */
export function DeleteButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onClick}>
      {children}
    </Button>
  );
}
