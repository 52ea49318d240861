import "../../i18n/strings/reports.ts";
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import type { TAgreementLossRatios } from "@platform/domain/reports/bordereau-api";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { formatIsoDate } from "../../ui/formatDate.ts";
import { useListLossRatiosQuery } from "./api.ts";

const money = (amount: string, currency: string) =>
  formatCurrency(amount, currency, { fixedScale: true }) || amount;

const percentFormat = new Intl.NumberFormat("en-AU", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Red above 100% (claims cost more than the premium earned), yellow from 70%. */
const ratioColour = (percent: number) =>
  percent >= 100 ? "red" : percent >= 70 ? "yellow" : "teal";

function AgreementRatios({
  agreement,
  linked,
}: {
  agreement: TAgreementLossRatios;
  linked: boolean;
}) {
  const { t } = useTranslation();
  const cur = agreement.currency;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="loss-ratio-agreement">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{agreement.name}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {agreement.uniqueMarketReference}
          </Text>
        </Stack>
        {linked && (
          <Anchor component={Link} to={`/company/bordereaux?agreementId=${agreement.id}`} size="sm">
            {t("reports.lossRatios.bordereaux")}
          </Anchor>
        )}
      </Group>
      {agreement.periods.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("reports.lossRatios.noPeriods")}
        </Text>
      ) : (
        <Stack gap="sm">
          {agreement.periods.map((p) => {
            const percent = p.percent === null ? null : Number(p.percent);
            const shown = percent === null ? "" : `${percentFormat.format(percent)}%`;
            const label = t("reports.lossRatios.period", {
              from: formatIsoDate(p.dateFrom),
              to: formatIsoDate(p.dateTo),
            });
            return (
              <Stack key={p.id} gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm">{label}</Text>
                  <Text size="sm" ff="monospace" fw={600}>
                    {percent === null ? t("reports.lossRatios.notEarned") : shown}
                  </Text>
                </Group>
                {percent !== null && (
                  <Progress
                    value={Math.min(100, Math.max(0, percent))}
                    color={ratioColour(percent)}
                    aria-label={`${t("reports.lossRatios.ratio")} ${label} ${shown}`}
                  />
                )}
                <Text size="xs" c="dimmed">
                  {t("reports.lossRatios.earned", { amount: money(p.earned, cur) })} ·{" "}
                  {t("reports.lossRatios.incurred", { amount: money(p.incurred, cur) })}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Each agreement of the company (written under or carried) with its periods' loss ratios;
 * `linked` adds a link to each agreement's bordereau (not on the bordereaux page itself).
 */
export function LossRatios({ companyId, linked = true }: { companyId: number; linked?: boolean }) {
  const { t } = useTranslation();
  const query = useListLossRatiosQuery({ companyId });
  const agreements = query.data?.data ?? [];
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="lg">
          {t("reports.lossRatios.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("reports.lossRatios.intro")}
        </Text>
      </div>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("reports.lossRatios.item")}
        onRetry={query.refetch}
      >
        {agreements.length === 0 ? (
          <Text c="dimmed">{t("reports.lossRatios.none")}</Text>
        ) : (
          <Stack gap="md">
            {agreements.map((agreement) => (
              <AgreementRatios key={agreement.id} agreement={agreement} linked={linked} />
            ))}
          </Stack>
        )}
      </QueryPanel>
    </Stack>
  );
}
