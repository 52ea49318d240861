import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** Title, description and the panel's main action. */
export function PanelHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4} style={{ flex: "1 1 320px" }}>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {action}
    </Group>
  );
}
