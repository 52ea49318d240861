import "../../../i18n/strings/riskDocuments.ts";
import { Button, Group, Modal, Select, Stack } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useRiskEmailTemplatesQuery, useSendRiskEmailMutation } from "./api.ts";

/** The underwriter sends one of the company's email templates by hand from the risk. */
export function SendRiskEmail({
  companyId,
  riskId,
  onSent,
}: {
  companyId: number;
  riskId: number;
  /** Told once the server has taken the email (a job prepares it; the list looks until it is there). */
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const templates = useRiskEmailTemplatesQuery(companyId, { skip: !opened });
  const [send, sending] = useSendRiskEmailMutation();
  const close = () => {
    setOpened(false);
    setTemplateId(null);
    setError(undefined);
  };
  const submit = async () => {
    const result = await send({
      companyId,
      riskId,
      templateId: templateId === null ? null : Number(templateId),
    });
    if ("error" in result) {
      setError(fieldErrors(result.error).templateId);
      return;
    }
    notifySuccess(t("riskDocuments.emails.send.sent"));
    onSent();
    close();
  };
  const options = (templates.data?.data ?? []).map((tpl) => ({
    value: String(tpl.id),
    label: tpl.name,
  }));
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailForward size={14} />}
        onClick={() => setOpened(true)}
      >
        {t("riskDocuments.emails.send.open")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("riskDocuments.emails.send.title")}>
        <Stack>
          <Select
            label={t("riskDocuments.emails.send.template")}
            description={t("riskDocuments.emails.send.templateHint")}
            placeholder={
              templates.isSuccess && options.length === 0
                ? t("riskDocuments.emails.send.noTemplates")
                : undefined
            }
            data={options}
            value={templateId}
            onChange={setTemplateId}
            error={error}
            searchable
            required
            disabled={templates.isLoading}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("riskDocuments.emails.send.cancel")}
            </Button>
            <Button onClick={submit} loading={sending.isLoading}>
              {t("riskDocuments.emails.send.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
