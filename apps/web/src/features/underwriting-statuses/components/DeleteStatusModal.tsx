import "../../../i18n/strings/workflow.ts";
import { Alert, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import type { TUnderwritingStatusView } from "@platform/domain/risks/workflow";
import { underwritingStatusMessages } from "@platform/domain/risks/workflow";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody, fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDeleteUnderwritingStatusMutation } from "../api.ts";

/**
 * Deleting a status: a plain confirmation, and when the server answers that risks still carry
 * it (409), the choice of the status to move them to (SPEC §4), then the delete again.
 */
export function DeleteStatusModal({
  companyId,
  status,
  others,
  onClose,
}: {
  companyId: number;
  status: TUnderwritingStatusView;
  others: TUnderwritingStatusView[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [remove, removal] = useDeleteUnderwritingStatusMutation();
  const [inUse, setInUse] = useState(false);
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    const result = await remove({
      companyId,
      statusId: status.id,
      moveTo: inUse && moveTo ? Number(moveTo) : undefined,
    });
    if (result.error) {
      if (httpStatus(result.error) === 409) {
        setInUse(true);
        return;
      }
      setError(fieldErrors(result.error).moveTo ?? apiErrorBody(result.error)?.message ?? null);
      return;
    }
    notifySuccess(t("workflow.statuses.deleted", { name: status.name }));
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t("workflow.statuses.deleteTitle", { name: status.name })}
      centered
    >
      <Stack gap="md">
        {!inUse && <Text size="sm">{t("workflow.statuses.deleteConfirm")}</Text>}
        {inUse && (
          <>
            <Alert color="orange" variant="light">
              {underwritingStatusMessages.inUse}
            </Alert>
            {others.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("workflow.statuses.noOtherStatus")}
              </Text>
            ) : (
              <Select
                label={t("workflow.statuses.moveTo")}
                required
                data={others.map((other) => ({ value: String(other.id), label: other.name }))}
                value={moveTo}
                onChange={setMoveTo}
                error={error}
                allowDeselect={false}
              />
            )}
          </>
        )}
        {!inUse && error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={removal.isLoading}>
            {t("common.cancel")}
          </Button>
          <Button
            color="red"
            onClick={() => void submit()}
            loading={removal.isLoading}
            disabled={inUse && !moveTo}
          >
            {inUse ? t("workflow.statuses.moveAndDelete") : t("workflow.statuses.delete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
