import "../../../i18n/strings/risks.ts";
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { riskMessages } from "@platform/domain/risks/transitions";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";

type Send = (body: unknown) => Promise<{ error?: unknown }>;

/** Discard (only while Initiated): a confirmation, nothing else. */
export function DiscardModal({
  onClose,
  send,
  busy,
}: {
  onClose: () => void;
  send: Send;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("risks.actions.discardTitle")} centered>
      <Text size="sm">{t("risks.actions.discardBody")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button color="red" loading={busy} onClick={() => send({})} data-testid="confirm-discard">
          {t("risks.actions.discard")}
        </Button>
      </Group>
    </Modal>
  );
}

/** Decline with a reason (422 messages beside the field). */
export function DeclineModal({
  onClose,
  send,
  busy,
}: {
  onClose: () => void;
  send: Send;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { reason: "" } });
  const submit = form.onSubmit(async (values) => {
    if (!values.reason.trim()) return form.setErrors({ reason: "A reason is required" });
    const result = await send(values);
    if (result.error) form.setErrors(fieldErrors(result.error));
  });
  return (
    <Modal opened onClose={onClose} title={t("risks.actions.declineTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t("risks.actions.declineReason")}
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t("risks.actions.decline")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Bind: the declaration that a signed, dated proposal was received is required (SPEC §5). */
export function BindModal({
  onClose,
  send,
  busy,
}: {
  onClose: () => void;
  send: Send;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { declaration: false } });
  const submit = form.onSubmit(async (values) => {
    if (!values.declaration)
      return form.setErrors({ declaration: riskMessages.declarationRequired });
    const result = await send({ declaration: true });
    if (result.error) form.setErrors(fieldErrors(result.error));
  });
  return (
    <Modal opened onClose={onClose} title={t("risks.actions.bindTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Checkbox
            label={t("risks.actions.declaration")}
            data-testid="bind-declaration"
            {...form.getInputProps("declaration", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="green" loading={busy} data-testid="confirm-bind">
              {t("risks.actions.bind")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
