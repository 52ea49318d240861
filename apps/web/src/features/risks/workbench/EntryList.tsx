import "../../../i18n/strings/risks.ts";
import { Alert, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { formatMessageTimestamp } from "@platform/domain/format";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { httpStatus } from "../../../api/apiErrors.ts";

export const stamp = (seconds: number) =>
  formatMessageTimestamp(new Date(seconds * 1000), new Date());

/** Loading, error (404: the endpoint is not there yet) and empty states of a workbench list. */
export function EntryList<T extends { id: number }>({
  isLoading,
  error,
  rows,
  empty,
  render,
  testId,
}: {
  isLoading: boolean;
  error: unknown;
  rows: T[] | undefined;
  empty: string;
  render: (row: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <Center py="md" aria-busy="true">
        <Loader size="sm" />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color={httpStatus(error) === 404 ? "gray" : "red"}>
        {httpStatus(error) === 404 ? t("risks.workbench.unavailable") : t("errors.fetch.title")}
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid={testId}>
      {rows.map((row) => (
        <Paper key={row.id} withBorder radius="sm" p="sm">
          {render(row)}
        </Paper>
      ))}
    </Stack>
  );
}
