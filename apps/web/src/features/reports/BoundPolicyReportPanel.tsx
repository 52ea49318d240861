import "../../i18n/strings/reports.ts";
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import {
  boundPolicyReportFileName,
  checkReportRange,
  defaultReportRange,
  endOfDaySeconds,
  moveReportRange,
  REPORT_EARLIEST_DATE,
  type ReportRangeErrors,
  startOfDaySeconds,
} from "@platform/domain/reports/bound-policy-report";
import { IconFileDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile, formatBytes } from "../../api/download.ts";
import { type ReportOutputType, reportOutputTypes } from "../../domain.ts";
import { DateField } from "../../ui/DateField.tsx";
import { localToday } from "../../ui/localToday.ts";
import { notifyError } from "../../ui/notify.ts";

/**
 * The Bound Policy Data Report panel of the company page (SPEC §2, §4, §5, §9): dates from
 * 1 January 2020 to today (moving one past the other moves the other), start of this month to
 * today and csv by default; the button is disabled with a spinner while the file downloads and
 * enabled again on success. A failed download shows the download helper's message and leaves
 * the button as it is (SPEC §4 "not reset on error") until the form changes.
 */
export function BoundPolicyReportPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const today = localToday();
  const [range, setRange] = useState(() => defaultReportRange(today));
  const [type, setType] = useState<ReportOutputType>("csv");
  const [errors, setErrors] = useState<ReportRangeErrors>({});
  const [state, setState] = useState<"idle" | "downloading" | "failed">("idle");
  const [received, setReceived] = useState(0);

  const change = (next: { dateFrom?: string; dateTo?: string }) => {
    setRange((current) => moveReportRange(current, next));
    setErrors({});
    setState("idle");
  };

  const generate = async () => {
    const found = checkReportRange(range.dateFrom, range.dateTo, today);
    setErrors(found);
    if (found.dateFrom || found.dateTo) return;
    setState("downloading");
    setReceived(0);
    const query = new URLSearchParams({
      date_from: String(startOfDaySeconds(range.dateFrom)),
      date_to: String(endOfDaySeconds(range.dateTo)),
      type,
    });
    try {
      await downloadFile(
        `/companies/${companyId}/report/bound-policies?${query}`,
        boundPolicyReportFileName(new Date(), type),
        (progress) => setReceived(progress.received),
      );
      setState("idle");
    } catch (error) {
      const failure = error instanceof DownloadError ? error : null;
      setErrors({
        dateFrom: failure?.errors?.date_from?.[0],
        dateTo: failure?.errors?.date_to?.[0],
      });
      notifyError(failure?.message ?? t("reports.bound.failed"));
      setState("failed");
    }
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      mt="lg"
      component="section"
      aria-labelledby="bound-report-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="bound-report-title">
            {t("reports.bound.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("reports.bound.intro")}
          </Text>
        </div>
        <Group align="flex-start" gap="md" wrap="wrap">
          <DateField
            label={t("reports.bound.dateFrom")}
            value={range.dateFrom}
            onChange={(value) => value && change({ dateFrom: value })}
            minDate={REPORT_EARLIEST_DATE}
            maxDate={today}
            error={errors.dateFrom}
            required
            w={{ base: "100%", xs: 200 }}
          />
          <DateField
            label={t("reports.bound.dateTo")}
            value={range.dateTo}
            onChange={(value) => value && change({ dateTo: value })}
            minDate={range.dateFrom}
            maxDate={today}
            error={errors.dateTo}
            required
            w={{ base: "100%", xs: 200 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="bound-report-type">
              {t("reports.bound.type")}
            </Text>
            <SegmentedControl
              aria-labelledby="bound-report-type"
              value={type}
              onChange={(value) => {
                setType(value as ReportOutputType);
                setState("idle");
              }}
              data={reportOutputTypes.map((value) => ({ value, label: value.toUpperCase() }))}
            />
          </Stack>
        </Group>
        <Group>
          <Button
            leftSection={<IconFileDownload size={16} />}
            loading={state === "downloading"}
            disabled={state === "failed"}
            onClick={generate}
          >
            {t("reports.bound.generate")}
          </Button>
          {state === "downloading" && received > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="report-progress">
              {t("reports.received", { size: formatBytes(received) })}
            </Text>
          )}
          {state === "failed" && (
            <Text size="sm" c="dimmed">
              {t("reports.bound.changeToRetry")}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
