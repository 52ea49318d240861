import "../../../i18n/strings/rating.ts";
import { Button, Group, Modal, Text } from "@mantine/core";
import type { TLatestTestRun } from "@platform/domain/product-design/index";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify.ts";
import { usePublishVersionMutation, type VersionKey as VersionInfoKey } from "../api.ts";

interface Props {
  versionKey: VersionInfoKey;
  canPublish: boolean;
  /** The last test run and its warning (from the test runs feature). */
  latest: TLatestTestRun | undefined;
}

/** Publishes the version; warns first when the last test run failed, is missing or is stale. */
export function PublishButton({ versionKey, canPublish, latest }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [publish, { isLoading }] = usePublishVersionMutation();
  const go = async () => {
    const result = await publish(versionKey);
    setConfirming(false);
    if (!result.error) notifySuccess(t("rating.designer.publishedNotice"));
  };
  if (!canPublish) return null;
  return (
    <>
      <Button
        onClick={() => (latest?.warning ? setConfirming(true) : go())}
        loading={isLoading}
        data-testid="publish-version"
      >
        {t("rating.designer.publish")}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("rating.designer.publishWarningTitle")}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
      >
        <Text size="sm">{latest?.message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("common.cancel")}
          </Button>
          <Button color="orange" onClick={go} loading={isLoading} data-testid="publish-anyway">
            {t("rating.designer.publishAnyway")}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
