import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { httpStatus } from "../../api/apiErrors.ts";
import { ErrorView } from "../ErrorView.tsx";

interface Props {
  isLoading: boolean;
  error: unknown;
  item: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading and error states of a catalogue panel; the children render once the data is there. */
export function QueryPanel({ isLoading, error, item, onRetry, children }: Props) {
  if (isLoading) {
    return (
      <Center py={48} aria-busy="true">
        <Loader size="sm" />
      </Center>
    );
  }
  if (error) return <ErrorView status={httpStatus(error)} item={item} onRetry={onRetry} />;
  return <>{children}</>;
}

/** The empty state of a list, with an optional action. */
export function EmptyPanel({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" bg="var(--mantine-color-default-hover)">
      <Stack align="center" gap="sm">
        <Text c="dimmed" ta="center" maw={460}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
