import "../../../i18n/strings/riskDocuments.ts";
import { Alert, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TRiskEmailView } from "@platform/domain/documents/schemas";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPager } from "../../../ui/ListPager.tsx";
import { stamp } from "../workbench/EntryList.tsx";
import { useRiskEmailsQuery } from "./api.ts";
import { SendRiskEmail } from "./SendRiskEmail.tsx";

const PER_PAGE = 5;
/** How often the panel looks again while an email is being prepared, sent or retried. */
const POLL_MS = 3000;
/** A send by hand is prepared by a job (its documents first): look for it this long at most. */
const AWAIT_SENT_MS = 120_000;

const statusColour: Record<TRiskEmailView["status"], string> = {
  sending: "blue",
  sent: "green",
  failed: "red",
};

/**
 * The emails the product's triggers (quotation issued, policy bound, …) or an underwriter sent
 * for the risk, with their delivery state: one being retried shows its last error, one whose
 * retries are spent is failed. Hidden until the first email exists, unless the viewer may send.
 */
export function RiskEmails({
  companyId,
  riskId,
  canSend,
}: {
  companyId: number;
  riskId: number;
  canSend: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  // After a send by hand: the total to exceed, until the job has added the email (or time is up).
  const [awaiting, setAwaiting] = useState<number | null>(null);
  const query = useRiskEmailsQuery(
    { companyId, riskId, page, perPage: PER_PAGE },
    { pollingInterval: polling ? POLL_MS : 0 },
  );
  const total = query.data?.meta.total ?? 0;
  const sending = Boolean(query.data?.data.some((e) => e.status === "sending"));
  const arrived = awaiting !== null && total > awaiting;
  useEffect(
    () => setPolling(sending || (awaiting !== null && !arrived)),
    [sending, awaiting, arrived],
  );
  useEffect(() => {
    if (awaiting === null) return;
    if (arrived) return setAwaiting(null);
    const giveUp = setTimeout(() => setAwaiting(null), AWAIT_SENT_MS);
    return () => clearTimeout(giveUp);
  }, [awaiting, arrived]);
  if (!query.data || (query.data.meta.total === 0 && !canSend)) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="risk-emails">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {t("riskDocuments.emails.title")}
        </Title>
        {canSend && (
          <SendRiskEmail
            companyId={companyId}
            riskId={riskId}
            onSent={() => {
              setPage(1);
              setAwaiting(total);
            }}
          />
        )}
      </Group>
      <Stack gap="xs">
        {query.data.meta.total === 0 && (
          <Text size="sm" c="dimmed">
            {t("riskDocuments.emails.none")}
          </Text>
        )}
        {query.data.data.map((email) => (
          <Paper key={email.id} withBorder radius="sm" p="sm" data-testid="risk-email">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {email.subject}
                </Text>
                <Badge variant="light" color={statusColour[email.status]} style={{ flexShrink: 0 }}>
                  {t(`riskDocuments.emails.status.${email.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {t("riskDocuments.emails.to", { list: [...email.to, ...email.cc].join(", ") })}
                {" · "}
                {email.sentAt
                  ? t("riskDocuments.emails.sentAt", { date: stamp(email.sentAt) })
                  : t("riskDocuments.emails.queuedAt", { date: stamp(email.createdAt) })}
              </Text>
              {email.attachments.length > 0 && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {t("riskDocuments.emails.attached", { list: email.attachments.join(", ") })}
                </Text>
              )}
              {email.status !== "sent" && email.error && (
                <Alert color={email.status === "failed" ? "red" : "yellow"} p="xs">
                  <Text size="xs">
                    {t(
                      email.status === "failed"
                        ? "riskDocuments.emails.failed"
                        : "riskDocuments.emails.retrying",
                      { attempts: email.attempts, error: email.error },
                    )}
                  </Text>
                </Alert>
              )}
            </Stack>
          </Paper>
        ))}
        <ListPager meta={query.data.meta} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
