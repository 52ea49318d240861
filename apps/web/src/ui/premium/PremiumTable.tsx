import "../../i18n/strings/premium.ts";
import { Badge, Table, Text } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import type { PremiumBreakdown } from "@platform/domain/rating/premium";
import { useTranslation } from "react-i18next";
import { type PremiumLine, premiumLines } from "./premiumLines.ts";

/** Money to the cent in the product's currency (AUD unless given). */
export const money = (amount: string | null | undefined, currency?: string | null) =>
  amount === null || amount === undefined
    ? "—"
    : formatCurrency(amount, currency ?? "aud", { fixedScale: true }) || amount;

/** Every line of a premium breakdown, money formatted; subtotals and the payable stand out. */
export function PremiumTable({
  premium,
  currency,
  testId,
}: {
  premium: PremiumBreakdown;
  currency?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const label = (line: PremiumLine) =>
    "text" in line.label
      ? line.label.text
      : t(`premium.lines.${line.label.key}` as "premium.lines.ratedPremium");
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid={testId}>
      <Table.Tbody>
        {premiumLines(premium).map((line) => {
          const strong = line.kind === "subtotal" || line.kind === "total";
          return (
            <Table.Tr
              key={line.key}
              style={
                strong ? { borderTop: "1px solid var(--mantine-color-default-border)" } : undefined
              }
            >
              <Table.Td pl={line.kind === "charge" || line.kind === "discount" ? "lg" : undefined}>
                <Text
                  span
                  size="sm"
                  fw={strong ? 600 : 400}
                  c={line.kind === "note" ? "dimmed" : undefined}
                >
                  {label(line)}
                </Text>
                {line.rate && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {line.rate}
                  </Text>
                )}
              </Table.Td>
              <Table.Td
                ta="right"
                ff="monospace"
                fw={strong ? 700 : 400}
                fz={line.kind === "total" ? "md" : "sm"}
                c={line.kind === "note" ? "dimmed" : undefined}
              >
                {money(line.amount, currency)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
      {premium.rates.stampDutyExemption && (
        <Table.Caption>
          <Badge variant="light" color="gray" size="sm">
            {t(`premium.exemption.${premium.rates.stampDutyExemption}`)}
          </Badge>
        </Table.Caption>
      )}
    </Table>
  );
}
