import "../../../i18n/strings/risks.ts";
import { Anchor, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { TRiskListItem } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatIsoDate } from "../../../ui/formatDate.ts";
import { PolicyStatusBadge } from "../../../ui/PolicyStatusBadge.tsx";
import { money } from "../../../ui/premium/PremiumTable.tsx";
import { UnderwritingStatusBadge } from "./RiskStatusBadge.tsx";

type ListProps = { rows: TRiskListItem[]; asBroker: boolean };

/**
 * The risks list view: one entry per risk package, its policy's state derived from its
 * transactions; cards on a phone (status and premium in view without scrolling sideways), a
 * table from the `sm` breakpoint. Only the layout for the width at hand is rendered, as the
 * products list does.
 */
export function RiskTable(props: ListProps) {
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  return wide ? <RiskRows {...props} /> : <RiskCards {...props} />;
}

function RiskReference({ row }: { row: TRiskListItem }) {
  return (
    <>
      <Anchor component={Link} to={`/risks/${row.id}`} fw={600} ff="monospace">
        {row.reference}
      </Anchor>
      {row.policyNumber && (
        <Text size="xs" c="dimmed" ff="monospace">
          {row.policyNumber}
        </Text>
      )}
    </>
  );
}

function RiskCards({ rows, asBroker }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="risk-cards">
      {rows.map((row) => (
        <Paper key={row.id} withBorder radius="md" p="sm" data-testid="risk-row">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <RiskReference row={row} />
            </div>
            <Text ff="monospace" fw={600} size="sm" ta="right">
              {money(row.grossPremium)}
            </Text>
          </Group>
          <Text size="sm" fw={500} mt={4}>
            {row.insuredName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.packageName}
            {row.insuredState ? ` · ${row.insuredState}` : ""} ·{" "}
            {asBroker ? row.underwriterCompany.name : row.brokerCompany.name}
          </Text>
          <Group gap={6} mt="xs">
            <PolicyStatusBadge status={row.policyStatus} coverEnd />
            <UnderwritingStatusBadge status={row.underwritingStatus} />
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t("risks.list.inception")}: {formatIsoDate(row.inceptionDate)} ·{" "}
            {t("risks.list.updated")}: {formatDate(row.updatedAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function RiskRows({ rows, asBroker }: ListProps) {
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
                <RiskReference row={row} />
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
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatIsoDate(row.inceptionDate)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
