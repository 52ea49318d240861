import { Button, Group, Modal, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";

interface Props {
  opened: boolean;
  title: string;
  initial?: string;
  confirmLabel: string;
  loading?: boolean;
  error?: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a name (new folder, rename); the server's message shows beside the field. */
export function NameModal({
  opened,
  title,
  initial = "",
  confirmLabel,
  loading,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const [name, setName] = useState(initial);
  useEffect(() => {
    if (opened) setName(initial);
  }, [opened, initial]);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(name);
        }}
      >
        <TextInput
          label="Name"
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
