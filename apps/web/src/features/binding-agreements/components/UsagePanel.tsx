import "../../../i18n/strings/agreements.ts";
import { Group, Paper, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import { useTranslation } from "react-i18next";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { formatPeriod } from "../../../ui/formatDate.ts";
import { type TAgreementRow, useAgreementUsageQuery } from "../api.ts";

const money = (amount: string, currency: string) =>
  formatCurrency(amount, currency, { fixedScale: true }) || amount;

/** Colour of a section's use of its maximum premium limit: past notifiable amber, past 100 % red. */
function usageColour(used: number, notifiableShare: number | null) {
  if (used >= 100) return "red";
  if (notifiableShare !== null && used >= notifiableShare) return "yellow";
  return "teal";
}

/**
 * Bound premium against each section's limits, per published period: what the
 * managing insurer watches and the agency keeps within.
 */
export function UsagePanel({
  companyId,
  agreement,
}: {
  companyId: number;
  agreement: TAgreementRow;
}) {
  const { t } = useTranslation();
  const query = useAgreementUsageQuery({ companyId, agreementId: agreement.id });
  const periods = query.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t("agreements.usage.title")}
        </Title>
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item={t("agreements.usage.item")}
          onRetry={query.refetch}
        >
          {periods.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t("agreements.usage.empty")}
            </Text>
          ) : (
            periods.map((period) => (
              <Stack key={period.periodId} gap="xs">
                <Text fw={600} size="sm">
                  {formatPeriod(period.dateFrom, period.dateTo)}
                </Text>
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t("agreements.usage.section")}</Table.Th>
                        <Table.Th ta="right">{t("agreements.usage.bound")}</Table.Th>
                        <Table.Th ta="right" visibleFrom="sm">
                          {t("agreements.usage.maximum")}
                        </Table.Th>
                        <Table.Th w="32%">{t("agreements.usage.used")}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {period.sections.map((section) => {
                        const used =
                          section.usedPercent === null ? null : Number(section.usedPercent);
                        const notifiableShare =
                          section.notifiablePremiumLimit && section.maximumPremiumLimit
                            ? (Number(section.notifiablePremiumLimit) /
                                Number(section.maximumPremiumLimit)) *
                              100
                            : null;
                        return (
                          <Table.Tr key={section.key}>
                            <Table.Td>
                              <Text size="sm">{section.name}</Text>
                              <Text size="xs" c="dimmed">
                                {t("agreements.usage.transactions", {
                                  count: section.boundTransactions,
                                })}
                              </Text>
                            </Table.Td>
                            <Table.Td ta="right" ff="monospace">
                              {money(section.boundGrossPremium, agreement.currency)}
                            </Table.Td>
                            <Table.Td ta="right" ff="monospace" visibleFrom="sm">
                              {section.maximumPremiumLimit
                                ? money(section.maximumPremiumLimit, agreement.currency)
                                : "–"}
                            </Table.Td>
                            <Table.Td>
                              {used === null ? (
                                <Text size="sm" c="dimmed">
                                  {t("agreements.usage.noLimit")}
                                </Text>
                              ) : (
                                <Group gap="xs" wrap="nowrap">
                                  <Progress
                                    value={Math.min(100, used)}
                                    color={usageColour(used, notifiableShare)}
                                    style={{ flex: 1 }}
                                    aria-label={t("agreements.usage.usedOf", {
                                      section: section.name,
                                    })}
                                  />
                                  <Text size="sm" ff="monospace">
                                    {section.usedPercent}%
                                  </Text>
                                </Group>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        );
                      })}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            ))
          )}
        </QueryPanel>
      </Stack>
    </Paper>
  );
}
