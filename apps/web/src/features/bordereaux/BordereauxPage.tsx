import "../../i18n/strings/reports.ts";
import { Button, Container, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import {
  type BordereauFormat,
  type BordereauKind,
  bordereauFileName,
} from "@platform/domain/reports/bordereau";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DownloadError, downloadFile, formatBytes } from "../../api/download.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../ui/catalogue/useCompanyId.ts";
import { DateField } from "../../ui/DateField.tsx";
import { ErrorView } from "../../ui/ErrorView.tsx";
import { formatPeriod } from "../../ui/formatDate.ts";
import { notifyError } from "../../ui/notify.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import {
  bordereauQuery,
  useBordereauSummaryQuery,
  useListBordereauAgreementsQuery,
} from "./api.ts";
import { LossRatios } from "./LossRatios.tsx";
import { SummaryPanels } from "./SummaryPanels.tsx";

const downloads: { kind: BordereauKind; format: BordereauFormat; label: string }[] = [
  { kind: "premium", format: "xlsx", label: "premiumXlsx" },
  { kind: "premium", format: "csv", label: "premiumCsv" },
  { kind: "risk", format: "xlsx", label: "riskXlsx" },
  { kind: "risk", format: "csv", label: "riskCsv" },
];

/**
 * `/company/bordereaux`: an agreement's period (and a bound-date range within it) live for the
 * managing insurer and the coverholder, with the downloads. The choice lives in
 * the address (`?agreementId=&periodId=&dateFrom=&dateTo=`), so a link opens the same view.
 */
export function BordereauxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("reports.bordereaux.title"));
  const { companyId, canManage: canReport } = useCatalogueCompany("executeReports");
  const [params, setParams] = useSearchParams();
  const list = useListBordereauAgreementsQuery(
    { companyId: companyId ?? 0 },
    { skip: companyId === null || !canReport },
  );
  const agreements = list.data?.data ?? [];
  const agreement =
    agreements.find((a) => a.id === Number(params.get("agreementId"))) ?? agreements[0];
  const period =
    agreement?.periods.find((p) => p.id === Number(params.get("periodId"))) ??
    agreement?.periods[0];
  const dateFrom = params.get("dateFrom") ?? period?.dateFrom;
  const dateTo = params.get("dateTo") ?? period?.dateTo;
  const args =
    companyId !== null && agreement && period
      ? { companyId, agreementId: agreement.id, periodId: period.id, dateFrom, dateTo }
      : null;
  const summary = useBordereauSummaryQuery(args ?? { companyId: 0, agreementId: 0, periodId: 0 }, {
    skip: args === null,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [received, setReceived] = useState(0);

  const choose = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };

  const download = async (kind: BordereauKind, format: BordereauFormat) => {
    if (!args || !agreement || !dateFrom || !dateTo) return;
    setBusy(`${kind}-${format}`);
    setReceived(0);
    const query = bordereauQuery(args);
    query.set("kind", kind);
    query.set("format", format);
    try {
      await downloadFile(
        `/companies/${args.companyId}/bordereaux/${args.agreementId}/download?${query}`,
        bordereauFileName(kind, agreement.uniqueMarketReference, dateFrom, dateTo, format),
        (progress) => setReceived(progress.received),
      );
    } catch (error) {
      notifyError(error instanceof DownloadError ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("reports.bordereaux.title")}
          </Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t("reports.bordereaux.intro")}
          </Text>
        </div>
        {!canReport ? (
          <ErrorView status={403} item={t("reports.bordereaux.item")} />
        ) : (
          <QueryPanel
            isLoading={list.isLoading}
            error={list.error}
            item={t("reports.bordereaux.item")}
            onRetry={list.refetch}
          >
            {agreements.length === 0 ? (
              <Text c="dimmed">{t("reports.bordereaux.noAgreements")}</Text>
            ) : (
              <Stack gap="lg">
                <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
                  <Group align="flex-end" gap="md" wrap="wrap">
                    <Select
                      label={t("reports.bordereaux.agreement")}
                      data={agreements.map((a) => ({
                        value: String(a.id),
                        label: `${a.name} · ${a.uniqueMarketReference} · ${t(`reports.bordereaux.role.${a.role}`)}`,
                      }))}
                      value={agreement ? String(agreement.id) : null}
                      onChange={(value) =>
                        choose({ agreementId: value, periodId: null, dateFrom: null, dateTo: null })
                      }
                      allowDeselect={false}
                      w="100%"
                    />
                    <Select
                      label={t("reports.bordereaux.period")}
                      data={(agreement?.periods ?? []).map((p) => ({
                        value: String(p.id),
                        label: formatPeriod(p.dateFrom, p.dateTo),
                      }))}
                      value={period ? String(period.id) : null}
                      onChange={(value) =>
                        choose({ periodId: value, dateFrom: null, dateTo: null })
                      }
                      allowDeselect={false}
                      w={{ base: "100%", sm: 240 }}
                    />
                    <DateField
                      label={t("reports.bordereaux.dateFrom")}
                      value={dateFrom}
                      onChange={(value) =>
                        value &&
                        choose({
                          dateFrom: value,
                          dateTo: dateTo && dateTo < value ? value : (dateTo ?? null),
                        })
                      }
                      required
                      disabled={!period}
                      w={{ base: "100%", xs: 180 }}
                    />
                    <DateField
                      label={t("reports.bordereaux.dateTo")}
                      value={dateTo}
                      minDate={dateFrom}
                      onChange={(value) => value && choose({ dateTo: value })}
                      required
                      disabled={!period}
                      w={{ base: "100%", xs: 180 }}
                    />
                  </Group>
                  {agreement && !period && (
                    <Text c="dimmed" size="sm" mt="md">
                      {t("reports.bordereaux.noPeriods")}
                    </Text>
                  )}
                  {args && (
                    <Group
                      gap="sm"
                      mt="md"
                      wrap="wrap"
                      aria-label={t("reports.bordereaux.downloads")}
                    >
                      {downloads.map((d) => (
                        <Button
                          key={`${d.kind}-${d.format}`}
                          variant={d.format === "xlsx" ? "filled" : "default"}
                          leftSection={<IconDownload size={16} />}
                          loading={busy === `${d.kind}-${d.format}`}
                          disabled={busy !== null && busy !== `${d.kind}-${d.format}`}
                          onClick={() => download(d.kind, d.format)}
                        >
                          {t(`reports.bordereaux.${d.label}` as "reports.bordereaux.premiumCsv")}
                        </Button>
                      ))}
                      {busy !== null && received > 0 && (
                        <Text
                          size="sm"
                          c="dimmed"
                          aria-live="polite"
                          data-testid="download-progress"
                        >
                          {t("reports.received", { size: formatBytes(received) })}
                        </Text>
                      )}
                    </Group>
                  )}
                </Paper>
                {args && (
                  <QueryPanel
                    isLoading={summary.isLoading}
                    error={summary.error}
                    item={t("reports.bordereaux.item")}
                    onRetry={summary.refetch}
                  >
                    {summary.data && <SummaryPanels summary={summary.data} />}
                  </QueryPanel>
                )}
                {companyId !== null && <LossRatios companyId={companyId} linked={false} />}
              </Stack>
            )}
          </QueryPanel>
        )}
      </Stack>
    </Container>
  );
}
