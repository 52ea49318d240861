import "../../../i18n/strings/risks.ts";
import { Anchor, Stack, Table, Text } from "@mantine/core";
import type { TRiskListItem } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatIsoDate } from "../../../ui/formatDate.ts";
import { PolicyStatusBadge } from "../../../ui/PolicyStatusBadge.tsx";
import { money } from "../../../ui/premium/PremiumTable.tsx";
import { UnderwritingStatusBadge } from "./RiskStatusBadge.tsx";

/** The risks list view: one row per risk package, its policy's state derived from its transactions. */
export function RiskTable({ rows, asBroker }: { rows: TRiskListItem[]; asBroker: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="risk-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("risks.list.reference")}</Table.Th>
            <Table.Th>{t("risks.list.insured")}</Table.Th>
            <Table.Th>{t("risks.list.statusColumn")}</Table.Th>
            <Table.Th>
              {asBroker ? t("risks.list.underwriter") : t("risks.list.brokerage")}
            </Table.Th>
            <Table.Th ta="right">{t("risks.list.premium")}</Table.Th>
            <Table.Th>{t("risks.list.inception")}</Table.Th>
            <Table.Th>{t("risks.list.updated")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="risk-row">
              <Table.Td>
                <Anchor component={Link} to={`/risks/${row.id}`} fw={600} ff="monospace">
                  {row.reference}
                </Anchor>
                {row.policyNumber && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.policyNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.insuredName}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.packageName}
                  {row.insuredState ? ` · ${row.insuredState}` : ""}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <PolicyStatusBadge status={row.policyStatus} coverEnd />
                  <UnderwritingStatusBadge status={row.underwritingStatus} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {asBroker ? row.underwriterCompany.name : row.brokerCompany.name}
                </Text>
                {row.assignedUnderwriter && (
                  <Text size="xs" c="dimmed">
                    {row.assignedUnderwriter.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {money(row.grossPremium)}
              </Table.Td>
              <Table.Td>{formatIsoDate(row.inceptionDate)}</Table.Td>
              <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
