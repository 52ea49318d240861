import "../../../i18n/strings/agreements.ts";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { formatPeriod } from "../../../ui/formatDate.ts";
import { type TAgreementRow, useListPeriodsQuery } from "../api.ts";

/** The agreement's periods, newest first, each with its latest version's state (agreement detail). */
export function PeriodsPanel({
  companyId,
  agreement,
  canManage,
}: {
  companyId: number;
  agreement: TAgreementRow;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const query = useListPeriodsQuery({ companyId, agreementId: agreement.id });
  const rows = query.data?.data ?? [];
  const base = `/company/binding-agreements/${agreement.id}/periods`;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} fz="lg">
            {t("agreements.periods.title")}
          </Title>
          {canManage && (
            <Button
              component={Link}
              to={`${base}/new`}
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              {t("agreements.periods.new")}
            </Button>
          )}
        </Group>
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item={t("agreements.periods.item")}
          onRetry={query.refetch}
        >
          {rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t(canManage ? "agreements.periods.empty" : "agreements.periods.emptyInsurer")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("agreements.periods.dates")}</Table.Th>
                    <Table.Th visibleFrom="sm">{t("agreements.periods.sections")}</Table.Th>
                    <Table.Th>{t("agreements.periods.version")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const version = row.latestVersion;
                    return (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`${base}/${row.id}`} fw={600}>
                            {formatPeriod(version.content.dateFrom, version.content.dateTo)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          {version.content.sections.map((s) => s.name).join(", ") || "–"}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm">v{version.versionNumber}</Text>
                            <StatusBadge status={version.status} />
                            {version.lockedAt !== null && <StatusBadge status="locked" />}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryPanel>
      </Stack>
    </Paper>
  );
}
