import "../../../i18n/strings/workflow.ts";
import { Button, ColorInput, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import type { TUnderwritingStatusView } from "@platform/domain/risks/workflow";
import {
  type TUnderwritingStatusInput,
  type WorkflowEvent,
  workflowEvents,
  ZUnderwritingStatus,
} from "@platform/domain/risks/workflow";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useSaveUnderwritingStatusMutation } from "../api.ts";

const swatches = [
  "#228be6",
  "#15aabf",
  "#40c057",
  "#fab005",
  "#fd7e14",
  "#fa5252",
  "#be4bdb",
  "#868e96",
];

const NONE = "none";

/**
 * Add or edit one status: name, colour and the event that moves risks to it (SPEC §2 workflow
 * configuration), with the server's field messages beside them (an event another status takes).
 */
export function StatusModal({
  companyId,
  status,
  onClose,
}: {
  companyId: number;
  status: TUnderwritingStatusView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TUnderwritingStatusInput>({
    name: status?.name ?? "",
    colour: status?.colour ?? swatches[0]!,
    setOn: status?.setOn ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveUnderwritingStatusMutation();

  const submit = async () => {
    const parsed = ZUnderwritingStatus.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
        ),
      );
      return;
    }
    const result = await save({ companyId, statusId: status?.id, body: parsed.data });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("workflow.statuses.saved", { name: result.data.name }));
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={status ? t("workflow.statuses.edit") : t("workflow.statuses.add")}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t("workflow.statuses.name")}
            required
            data-autofocus
            maxLength={60}
            value={values.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setValues((v) => ({ ...v, name }));
            }}
            error={errors.name}
          />
          <ColorInput
            label={t("workflow.statuses.colour")}
            required
            format="hex"
            swatches={swatches}
            swatchesPerRow={8}
            value={values.colour}
            onChange={(colour) => setValues((v) => ({ ...v, colour }))}
            error={errors.colour}
          />
          <Select
            label={t("workflow.statuses.setOn")}
            description={t("workflow.statuses.setOnHint")}
            data-testid="status-set-on"
            allowDeselect={false}
            data={[NONE, ...workflowEvents].map((event) => ({
              value: event,
              label: t(`workflow.statuses.events.${event as WorkflowEvent | typeof NONE}`),
            }))}
            value={values.setOn ?? NONE}
            onChange={(value) =>
              setValues((v) => ({
                ...v,
                setOn: value && value !== NONE ? (value as WorkflowEvent) : null,
              }))
            }
            error={errors.setOn}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
