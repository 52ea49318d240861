import "../../i18n/strings/companyEvents.ts";
import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import type { EventActionKind } from "@platform/domain/company-events/actions";
import type { TCompanyEventRunView } from "@platform/domain/company-events/schemas";

type Status = "queued" | "pending" | "running" | "succeeded" | "failed";

import { IconChevronDown, IconChevronRight, IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel, QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { formatDateTime } from "../../ui/formatDate.ts";
import { ListPager } from "../../ui/ListPager.tsx";
import { notifySuccess } from "../../ui/notify.ts";
import { useGetEventRunQuery, useListEventRunsQuery, useReplayEventRunMutation } from "./api.ts";

const statusColours: Record<Status, string> = {
  queued: "gray",
  pending: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
};

function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColours[status]} variant="light">
      {t(`companyEvents.runs.status.${status}`)}
    </Badge>
  );
}

/** The company's event runs, newest first: each with its steps and, when failed, a replay. */
export function RunsPanel({
  companyId,
  titleOf,
}: {
  companyId: number;
  titleOf: (event: string) => string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const query = useListEventRunsQuery({ companyId, page, status });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("companyEvents.runs.filter")}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        data={[
          { value: "", label: t("companyEvents.runs.all") },
          ...(["failed", "queued", "running", "succeeded"] as const).map((value) => ({
            value,
            label: t(`companyEvents.runs.status.${value}`),
          })),
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("companyEvents.runs.item")}
        onRetry={query.refetch}
      >
        {query.data?.data.length === 0 && (
          <EmptyPanel>
            {status === "failed"
              ? t("companyEvents.runs.emptyFailed")
              : t("companyEvents.runs.empty")}
          </EmptyPanel>
        )}
        {query.data?.data.map((run) => (
          <RunRow key={run.id} companyId={companyId} run={run} title={titleOf(run.eventType)} />
        ))}
        {query.data && <ListPager meta={query.data.meta} onChange={setPage} />}
      </QueryPanel>
    </Stack>
  );
}

function RunRow({
  companyId,
  run,
  title,
}: {
  companyId: number;
  run: TCompanyEventRunView;
  title: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [replay, replaying] = useReplayEventRunMutation();
  const toggle = open ? "hideSteps" : "showSteps";
  return (
    <Paper withBorder radius="md" p="md" data-testid="event-run">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-label={t(`companyEvents.runs.${toggle}`, { name: run.eventName })}
          style={{ minWidth: 0, flex: 1 }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{run.eventName}</Text>
                <StatusBadge status={run.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {title}
                {" · "}
                {run.startedAt === null
                  ? t("companyEvents.runs.queued")
                  : t("companyEvents.runs.started", { time: formatDateTime(run.startedAt) })}
                {run.synchronous && ` · ${t("companyEvents.runs.synchronous")}`}
              </Text>
              {run.error && (
                <Text size="sm" c="red" style={{ overflowWrap: "anywhere" }}>
                  {run.error}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        {run.status === "failed" && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={replaying.isLoading}
            onClick={async () => {
              const result = await replay({ companyId, runId: run.id });
              if (!result.error)
                notifySuccess(t("companyEvents.runs.replayed", { name: run.eventName }));
            }}
          >
            {t("companyEvents.runs.replay")}
          </Button>
        )}
      </Group>
      {open && <RunSteps companyId={companyId} runId={run.id} />}
    </Paper>
  );
}

function RunSteps({ companyId, runId }: { companyId: number; runId: number }) {
  const { t } = useTranslation();
  const query = useGetEventRunQuery({ companyId, runId });
  return (
    <Stack gap="xs" mt="sm" pl="lg">
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("companyEvents.runs.steps")}
        onRetry={query.refetch}
      >
        {query.data?.steps?.map((step) => (
          <Stack key={step.position} gap={2} data-testid="event-run-step">
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {step.position + 1}. {step.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`companyEvents.kinds.${step.action as EventActionKind}`)}
              </Text>
              <StatusBadge status={step.status} />
              {step.attempts > 0 && (
                <Text size="xs" c="dimmed">
                  {t("companyEvents.runs.attempts", { count: step.attempts })}
                </Text>
              )}
            </Group>
            {step.finishedAt !== null && (
              <Text size="xs" c="dimmed">
                {formatDateTime(step.finishedAt)}
              </Text>
            )}
            {step.error && (
              <Code block c="red" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {step.error}
              </Code>
            )}
          </Stack>
        ))}
      </QueryPanel>
    </Stack>
  );
}
