import "../../../i18n/strings/risks.ts";
import { Button, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useEditRiskDetailsMutation } from "../editApi.ts";
import { type FlowValues, flowFromRisk, toSaveBody, validateStep } from "../new-risk/flow.ts";
import { CoverStep } from "../new-risk/steps/CoverStep.tsx";
import { InsuredStep } from "../new-risk/steps/InsuredStep.tsx";
import { useRiskSide } from "../useRiskSide.ts";

/**
 * The insured and cover details of a submitted (Referred or Quoted) package: the same fields as
 * the new-risk flow; server errors show beside their fields. A change to what the premium
 * depends on rates the risk again and a quote goes back to be quoted again.
 */
export function EditDetailsModal({
  companyId,
  risk,
  opened,
  onClose,
}: {
  companyId: number;
  risk: TRiskPackageView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FlowValues>({
    initialValues: flowFromRisk(risk),
    validate: (values) => ({
      ...validateStep("cover", values, { writingDirect: false }),
      ...validateStep("insured", values, { writingDirect: false }),
    }),
  });
  const [edit, state] = useEditRiskDetailsMutation();
  const submit = form.onSubmit(async (values) => {
    const { answers: _answers, ...body } = toSaveBody(values);
    const result = await edit({ companyId, id: risk.id, body });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    notifySuccess(t("risks.details.saved"));
    onClose();
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t("risks.details.title")} size="xl">
      <form onSubmit={submit} noValidate data-testid="details-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("risks.details.hint")}
          </Text>
          <CoverStep form={form} />
          <Divider />
          <InsuredStep form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("risks.details.cancel")}
            </Button>
            <Button type="submit" loading={state.isLoading} data-testid="details-save">
              {t("risks.details.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Edit details" beside the header, when the server allows it (`can.editDetails`). */
export function EditDetailsButton({ risk }: { risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const side = useRiskSide();
  const [opened, setOpened] = useState(false);
  if (!risk.can.editDetails || side.companyId === null) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        onClick={() => setOpened(true)}
        data-testid="edit-details"
      >
        {t("risks.details.edit")}
      </Button>
      {opened && (
        <EditDetailsModal
          companyId={side.companyId}
          risk={risk}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
