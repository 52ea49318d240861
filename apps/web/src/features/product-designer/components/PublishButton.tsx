import "../../../i18n/strings/rating.ts";
import { Alert, Button, type ButtonProps, Group, Modal, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  usePublishChecklistQuery,
  usePublishVersionMutation,
  type VersionKey as VersionInfoKey,
} from "../api.ts";
import { PublishChecklist } from "./PublishChecklist.tsx";

interface Props {
  versionKey: VersionInfoKey;
  versionNumber: number;
  canPublish: boolean;
  /** Inside the designer: open the tab that puts an item right. */
  onShowTab?: (tab: "form" | "settings" | "tests") => void;
  /** The page around has unsaved changes. */
  disabled?: boolean;
  label?: string;
  /** The notice once published (default: "The version is published"). */
  notice?: string;
  buttonProps?: ButtonProps;
}

/**
 * Publishes the version after showing the server's checklist and asking for confirmation:
 * a blocking item left keeps the publish button off (the server refuses it with a 422 too).
 */
export function PublishButton({
  versionKey,
  versionNumber,
  canPublish,
  onShowTab,
  disabled,
  label,
  notice,
  buttonProps,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const checklist = usePublishChecklistQuery(versionKey, { skip: !open });
  const [publish, state] = usePublishVersionMutation();
  const [error, setError] = useState<string | null>(null);
  if (!canPublish) return null;
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const go = async () => {
    const result = await publish(versionKey);
    if (result.error) {
      setError(apiErrorBody(result.error)?.message ?? t("errors.fetch.title"));
      checklist.refetch();
      return;
    }
    close();
    notifySuccess(notice ?? t("rating.designer.publishedNotice"));
  };
  const data = checklist.currentData;
  const packages = data?.packages.map((p) => p.name).join(", ") ?? "";
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="publish-version"
        {...buttonProps}
      >
        {label ?? t("rating.designer.publish")}
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={t("rating.designer.checklist.title", { n: versionNumber })}
        centered
        size="lg"
      >
        <PublishChecklist
          versionKey={versionKey}
          checklist={data}
          onShowTab={
            onShowTab
              ? (tab) => {
                  close();
                  onShowTab(tab);
                }
              : undefined
          }
        />
        {data?.ready && (
          <Text size="sm" fw={500} mt="md" data-testid="publish-confirm-text">
            {packages
              ? t("rating.designer.checklist.confirm", { n: versionNumber, packages })
              : t("rating.designer.checklist.confirmUnoffered", { n: versionNumber })}
          </Text>
        )}
        {error && (
          <Alert color="red" mt="md" data-testid="publish-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button
            color="green"
            onClick={go}
            loading={state.isLoading}
            disabled={!data?.ready}
            data-testid="publish-confirm"
          >
            {t("rating.designer.checklist.publish", { n: versionNumber })}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
