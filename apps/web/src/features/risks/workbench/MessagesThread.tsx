import "../../../i18n/strings/risks.ts";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { riskFieldMessages } from "@platform/domain/risks/schemas";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { onRealtimePush } from "../../../api/realtimeEvents.ts";
import { useRiskMessagesQuery, useSendRiskMessageMutation } from "../api.ts";
import { EntryList, stamp } from "./EntryList.tsx";

/**
 * The message thread between the broker and the underwriter (SPEC §6 message visibility), oldest
 * at the top (the server pages it newest first). Live:
 * a realtime push about this risk (a `risk.*` notification, or one linking to it) refetches it.
 */
export function MessagesThread({
  companyId,
  riskId,
  asBroker,
  canSend,
}: {
  companyId: number;
  riskId: number;
  asBroker: boolean;
  /** The view's `can.message`: a reader (or a system user) reads the thread only. */
  canSend: boolean;
}) {
  const { t } = useTranslation();
  const messages = useRiskMessagesQuery({ companyId, id: riskId });
  const [send, sendState] = useSendRiskMessageMutation();
  const form = useForm({ initialValues: { body: "" } });
  const { refetch } = messages;
  useEffect(
    () =>
      onRealtimePush((push) => {
        const url = push.data?.frontendUrl ?? "";
        if (push.type?.startsWith("risk") || url.endsWith(`/risks/${riskId}`)) void refetch();
      }),
    [refetch, riskId],
  );
  const submit = form.onSubmit(async ({ body }) => {
    if (!body.trim()) return form.setErrors({ body: riskFieldMessages.messageRequired });
    const result = await send({ companyId, id: riskId, body });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    form.reset();
  });
  return (
    <Stack gap="md">
      <EntryList
        isLoading={messages.isLoading}
        error={messages.error}
        rows={messages.data ? [...messages.data].reverse() : undefined}
        empty={t("risks.workbench.noMessages")}
        testId="messages"
        render={(message) => (
          <>
            <Text size="xs" c="dimmed">
              {message.author?.name ?? "—"} · {message.company.name} · {stamp(message.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {message.body}
            </Text>
          </>
        )}
      />
      {canSend && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              aria-label={t("risks.workbench.messages")}
              placeholder={
                asBroker
                  ? t("risks.workbench.messagePlaceholderBroker")
                  : t("risks.workbench.messagePlaceholder")
              }
              autosize
              minRows={2}
              data-testid="message-input"
              {...form.getInputProps("body")}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                size="xs"
                loading={sendState.isLoading}
                data-testid="message-send"
              >
                {t("risks.workbench.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
