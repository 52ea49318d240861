import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";

interface Props {
  isLoading: boolean;
  error: unknown;
  item: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading and error states of a panel; the children render once the data is there. */
export function QueryState({ isLoading, error, item, onRetry, children }: Props) {
  if (isLoading) {
    return (
      <Center py={48}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (error) {
    return <ErrorView status={httpStatus(error)} item={item} onRetry={onRetry} />;
  }
  return <>{children}</>;
}

/** The empty state of a list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="var(--mantine-color-default-hover)">
      <Stack align="center" gap={4}>
        <Text c="dimmed" ta="center">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
