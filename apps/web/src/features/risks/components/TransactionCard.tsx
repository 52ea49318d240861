import "../../../i18n/strings/risks.ts";
import { Accordion, Badge, Group, List, Stack, Table, Text } from "@mantine/core";
import type { TRiskTransactionView } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { formatDate, formatIsoDate } from "../../../ui/formatDate.ts";
import { money, PremiumTable } from "../../../ui/premium/PremiumTable.tsx";
import { FormulaValue } from "../../../ui/proposal-form/FormulaValue.tsx";
import { RiskStatusBadge } from "./RiskStatusBadge.tsx";

const asFormulaValue = (value: unknown): string | boolean | null =>
  value === null || value === undefined ? null : typeof value === "boolean" ? value : String(value);

/** One transaction of a risk: status, dates, rule outcomes, adjustment and every premium line. */
export function TransactionItem({ tx }: { tx: TRiskTransactionView }) {
  const { t } = useTranslation();
  return (
    <Accordion.Item value={String(tx.id)} data-testid="transaction">
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
          <Group gap="xs">
            <RiskStatusBadge status={tx.status} type={tx.type} />
            {tx.approval !== "none" && (
              <Badge variant="outline" color={tx.approval === "denied" ? "red" : "grape"}>
                {t(`risks.approval.${tx.approval}`)}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t("risks.detail.effective", { date: formatIsoDate(tx.effectiveDate) })}
            </Text>
          </Group>
          <Text ff="monospace" fw={600} size="sm">
            {money(tx.premium?.amountPayable)}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {tx.quoteExpiresAt && tx.status === 3 && (
            <Text size="sm" data-testid="quote-expiry">
              {t("risks.detail.quoteExpires", { date: formatDate(tx.quoteExpiresAt) })}
            </Text>
          )}
          {tx.cancellationReason && (
            <Text size="sm" data-testid="cancellation-reason">
              {t("risks.detail.cancellationReason", { reason: tx.cancellationReason })}
            </Text>
          )}
          {tx.reinstatesTransactionId !== null && (
            <Text size="sm" data-testid="reinstatement">
              {t("risks.detail.reinstatement")}
            </Text>
          )}
          {tx.declineReason && (
            <Text size="sm" c="red">
              {t("risks.detail.declineReason", { reason: tx.declineReason })}
            </Text>
          )}
          {tx.rules.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t("risks.detail.rules")}
              </Text>
              <List size="sm">
                {tx.rules.map((rule, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rule outcomes have no id
                  <List.Item key={index}>
                    <Badge size="xs" variant="light" mr={6}>
                      {t(`risks.outcome.${rule.outcome}` as "risks.outcome.refer")}
                    </Badge>
                    {rule.message}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {tx.manualAdjustment && (
            <Stack gap={2} data-testid="manual-adjustment">
              <Text size="sm" fw={600}>
                {t("risks.detail.manualAdjustment")}
              </Text>
              <Text size="sm">
                {tx.manualAdjustment.basePremium !== null &&
                  `${t("risks.workbench.basePremium")}: ${money(tx.manualAdjustment.basePremium)} · `}
                {tx.manualAdjustment.discountPercent > 0 &&
                  `${t("risks.workbench.discountPercent")}: ${tx.manualAdjustment.discountPercent} · `}
                {tx.manualAdjustment.by
                  ? t("risks.detail.adjustmentBy", {
                      reason: tx.manualAdjustment.reason,
                      name: tx.manualAdjustment.by.name,
                      date: formatDate(tx.manualAdjustment.at),
                    })
                  : t("risks.detail.adjustmentAt", {
                      reason: tx.manualAdjustment.reason,
                      date: formatDate(tx.manualAdjustment.at),
                    })}
              </Text>
            </Stack>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("risks.detail.premiumBreakdown")}
            </Text>
            {tx.premium ? (
              <PremiumTable premium={tx.premium} testId={`premium-${tx.id}`} />
            ) : (
              <Text size="sm" c="dimmed">
                {tx.premiumError ?? t("risks.detail.noPremium")}
              </Text>
            )}
          </Stack>
          {tx.values.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t("risks.detail.values")}
              </Text>
              <Table withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {tx.values.map((row) => (
                    <Table.Tr key={row.name}>
                      <Table.Td>
                        <Text size="sm">{row.title}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <FormulaValue dataType={row.dataType} value={asFormulaValue(row.value)} />
                        {row.overridden && (
                          <Badge size="xs" ml={6} variant="light" color="grape">
                            {t("risks.workbench.overridden")}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
