import "../../../i18n/strings/systemConsole.ts";
import {
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { httpStatus } from "../../../api/apiErrors.ts";
import type { TFailedJob, TJobQueue } from "../../../domain.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetFailedJobsQuery, useGetJobQueuesQuery, useRetryJobMutation } from "../api.ts";

const REFRESH_MS = 10_000;

/**
 * System company only: every job queue's figures, refreshed while the page is open, and the jobs
 * that failed after their last retry, each with its error and a retry button.
 */
export function JobsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("systemConsole.jobs.title"));
  const [queue, setQueue] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const queues = useGetJobQueuesQuery(undefined, { pollingInterval: REFRESH_MS });
  const failed = useGetFailedJobsQuery(
    { queue: queue ?? undefined, page, perPage: 20 },
    { pollingInterval: REFRESH_MS },
  );

  const error = queues.error ?? failed.error;
  if (error) return <ErrorView status={httpStatus(error)} />;
  const pick = (name: string | null) => {
    setQueue(name);
    setPage(1);
  };
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("systemConsole.jobs.title")}
          </Title>
          <Text c="dimmed">{t("systemConsole.jobs.subtitle")}</Text>
        </Stack>
        {queues.data ? (
          <QueueTable queues={queues.data.data} onPick={pick} />
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        )}
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} fz={20}>
                {t("systemConsole.jobs.failedTitle")}
              </Title>
              <Text c="dimmed" size="sm">
                {t("systemConsole.jobs.failedSubtitle")}
              </Text>
            </Stack>
            <Select
              aria-label={t("systemConsole.jobs.queue")}
              placeholder={t("systemConsole.jobs.anyQueue")}
              data={(queues.data?.data ?? []).map((q) => q.name)}
              value={queue}
              onChange={pick}
              clearable
              searchable
              w={260}
            />
          </Group>
          {!failed.data ? (
            <Group justify="center" py="xl">
              <Loader size="sm" />
            </Group>
          ) : failed.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="failed-jobs-empty">
              {t(queue ? "systemConsole.jobs.noFailedInQueue" : "systemConsole.jobs.noFailed")}
            </Text>
          ) : (
            <Stack gap="sm" opacity={failed.isFetching ? 0.7 : 1}>
              {failed.data.data.map((job) => (
                <FailedJobCard key={job.id} job={job} />
              ))}
            </Stack>
          )}
          <ListPager meta={failed.data?.meta} onChange={setPage} />
        </Stack>
      </Stack>
    </Container>
  );
}

function QueueTable({ queues, onPick }: { queues: TJobQueue[]; onPick: (name: string) => void }) {
  const { t } = useTranslation();
  if (queues.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t("systemConsole.jobs.noQueues")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="job-queues">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("systemConsole.jobs.queue")}</Table.Th>
            <Table.Th ta="right">{t("systemConsole.jobs.waiting")}</Table.Th>
            <Table.Th ta="right">{t("systemConsole.jobs.active")}</Table.Th>
            <Table.Th ta="right">{t("systemConsole.jobs.failed")}</Table.Th>
            <Table.Th ta="right">{t("systemConsole.jobs.completed")}</Table.Th>
            <Table.Th ta="right">
              <Tooltip label={t("systemConsole.jobs.drainHint")}>
                <span>{t("systemConsole.jobs.drain")}</span>
              </Tooltip>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queues.map((queue) => (
            <Table.Tr key={queue.name}>
              <Table.Td>
                <Code>{queue.name}</Code>
              </Table.Td>
              <Table.Td ta="right">{queue.waiting}</Table.Td>
              <Table.Td ta="right">{queue.active}</Table.Td>
              <Table.Td ta="right">
                {queue.failed > 0 ? (
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => onPick(queue.name)}
                  >
                    {queue.failed}
                  </Button>
                ) : (
                  0
                )}
              </Table.Td>
              <Table.Td ta="right">{queue.completed}</Table.Td>
              <Table.Td ta="right">{queue.drainPerMinute}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FailedJobCard({ job }: { job: TFailedJob }) {
  const { t } = useTranslation();
  const [retry, { isLoading }] = useRetryJobMutation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="failed-job">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Code>{job.queue}</Code>
            <Badge color="red" variant="light">
              {t("systemConsole.jobs.attempts")}: {job.attempts}
            </Badge>
            <Text size="xs" c="dimmed">
              {t("systemConsole.jobs.failedAt")} {job.failedAt ? formatDateTime(job.failedAt) : "—"}
            </Text>
          </Group>
          <Text size="sm" c="red.8" style={{ wordBreak: "break-word" }}>
            {job.error || "—"}
          </Text>
          {job.data && (
            <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
              {job.data}
            </Code>
          )}
        </Stack>
        <Button
          variant="light"
          style={{ flexShrink: 0 }}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isLoading}
          aria-label={t("systemConsole.jobs.retryLabel", { id: job.id })}
          onClick={async () => {
            const result = await retry({ queue: job.queue, jobId: job.id });
            if (!("error" in result)) notifySuccess(t("systemConsole.jobs.retried"));
          }}
        >
          {t("systemConsole.jobs.retry")}
        </Button>
      </Group>
    </Card>
  );
}
