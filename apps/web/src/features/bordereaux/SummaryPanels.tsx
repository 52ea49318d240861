import "../../i18n/strings/reports.ts";
import {
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import type { TBordereauSummary } from "@platform/domain/reports/bordereau-api";
import { useTranslation } from "react-i18next";
import { MonthChart } from "./MonthChart.tsx";

const money = (amount: string, currency: string) =>
  formatCurrency(amount, currency, { fixedScale: true }) || amount;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg" ff="monospace" data-testid={`control-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** Control totals, sections against limits, syndicates and the month chart of one bordereau. */
export function SummaryPanels({ summary }: { summary: TBordereauSummary }) {
  const { t } = useTranslation();
  const c = summary.control;
  const cur = summary.agreement.currency;
  const reconciled = c.syndicateGross === c.grossPremium && c.syndicateNet === c.netPremium;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} fz="lg">
            {t("reports.bordereaux.control")}
          </Title>
          <Badge color={reconciled ? "teal" : "red"} variant="light" tt="none">
            {reconciled
              ? t("reports.bordereaux.reconciled")
              : t("reports.bordereaux.notReconciled")}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          <Stat label={t("reports.bordereaux.transactions")} value={String(c.transactions)} />
          <Stat label={t("reports.bordereaux.gross")} value={money(c.grossPremium, cur)} />
          <Stat label={t("reports.bordereaux.commission")} value={money(c.commission, cur)} />
          <Stat label={t("reports.bordereaux.taxes")} value={money(c.taxes, cur)} />
          <Stat label={t("reports.bordereaux.net")} value={money(c.netPremium, cur)} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Title order={2} fz="lg" mb="md">
          {t("reports.bordereaux.sections")}
        </Title>
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("reports.bordereaux.section")}</Table.Th>
                <Table.Th ta="right">{t("reports.bordereaux.gross")}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t("reports.bordereaux.net")}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t("reports.bordereaux.maximum")}
                </Table.Th>
                <Table.Th w="28%">{t("reports.bordereaux.used")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.sections.map((s) => {
                const used = s.usedPercent === null ? null : Number(s.usedPercent);
                return (
                  <Table.Tr key={s.key}>
                    <Table.Td>
                      <Text size="sm">{s.name}</Text>
                      <Text size="xs" c="dimmed">
                        {t("reports.bordereaux.transactions")}: {s.transactions}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {money(s.grossPremium, cur)}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" visibleFrom="sm">
                      {money(s.netPremium, cur)}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace" visibleFrom="sm">
                      {s.maximumPremiumLimit ? money(s.maximumPremiumLimit, cur) : "–"}
                    </Table.Td>
                    <Table.Td>
                      {used === null ? (
                        <Text size="sm" c="dimmed">
                          {t("reports.bordereaux.noLimit")}
                        </Text>
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Progress
                            value={Math.min(100, Math.max(0, used))}
                            color={used >= 100 ? "red" : used >= 80 ? "yellow" : "teal"}
                            style={{ flex: 1 }}
                            visibleFrom="sm"
                            aria-label={`${s.name} ${s.usedPercent}%`}
                          />
                          <Text size="sm" ff="monospace">
                            {s.usedPercent}%
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
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Title order={2} fz="lg" mb="md">
            {t("reports.bordereaux.months")}
          </Title>
          <MonthChart
            months={summary.months}
            currency={cur}
            emptyText={t("reports.bordereaux.monthsEmpty")}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Title order={2} fz="lg" mb="md">
            {t("reports.bordereaux.syndicates")}
          </Title>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("reports.bordereaux.syndicate")}</Table.Th>
                <Table.Th ta="right">{t("reports.bordereaux.gross")}</Table.Th>
                <Table.Th ta="right">{t("reports.bordereaux.net")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.syndicates.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {money(s.grossPremium, cur)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {money(s.netPremium, cur)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
