import "../../../i18n/strings/risks.ts";
import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRiskTimelineQuery } from "../api.ts";
import { EntryList, stamp } from "./EntryList.tsx";

/** What happened to the risk, newest first, from the audit rows. */
export function TimelineTab({ companyId, riskId }: { companyId: number; riskId: number }) {
  const { t } = useTranslation();
  const timeline = useRiskTimelineQuery({ companyId, id: riskId });
  const rows = timeline.data;
  if (rows && rows.length > 0 && !timeline.error) {
    return (
      <Timeline bulletSize={12} lineWidth={2} data-testid="timeline">
        {rows.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.description}>
            <Text size="xs" c="dimmed">
              {entry.actor?.name ?? "—"} · {stamp(entry.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }
  return (
    <EntryList
      isLoading={timeline.isLoading}
      error={timeline.error}
      rows={rows}
      empty={t("risks.workbench.noTimeline")}
      testId="timeline"
      render={() => null}
    />
  );
}
