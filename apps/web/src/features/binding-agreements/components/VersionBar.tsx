import "../../../i18n/strings/agreements.ts";
import "../../../i18n/strings/products.ts";
import { Button, Group, Paper, Select, Text } from "@mantine/core";
import { IconArrowBackUp, IconCopyPlus, IconSend, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  type TPeriodDetail,
  type TPeriodVersion,
  useChangePeriodVersionMutation,
  useNewPeriodVersionMutation,
} from "../api.ts";

const done = {
  publish: "agreements.periods.published",
  unpublish: "agreements.periods.unpublished",
  delete: "agreements.periods.versionDeleted",
} as const;

interface Props {
  companyId: number;
  period: TPeriodDetail;
  version: TPeriodVersion;
  /** Unsaved edits: publishing waits for a save. */
  dirty: boolean;
}

/**
 * The versions of a period and what can be done with the one shown: publish (the agency only),
 * unpublish, delete a draft, start a new version. Errors (409 with the spec's message) toast.
 */
export function VersionBar({ companyId, period, version, dirty }: Props) {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  const [change, changeState] = useChangePeriodVersionMutation();
  const [newVersion, newState] = useNewPeriodVersionMutation();
  const args = {
    companyId,
    agreementId: period.bindingAgreementId,
    periodId: period.id,
    versionId: version.id,
  };
  const show = (versionId: number | null) =>
    setSearch(versionId ? { version: String(versionId) } : {}, { replace: true });
  const run = async (kind: "publish" | "unpublish" | "delete") => {
    if (kind === "delete" && !window.confirm(t("agreements.periods.confirmDeleteVersion"))) return;
    const result = await change({ ...args, change: kind });
    if (result.error) return;
    notifySuccess(t(done[kind]));
    if (kind === "delete") show(null);
  };
  const hasDraft = period.versions.some((v) => v.status === "draft");
  const options = period.versions.map((v) => ({
    value: String(v.id),
    label: `${t("agreements.periods.versionNumber", { number: v.versionNumber })} · ${t(
      `products.status.${v.lockedAt !== null ? "locked" : v.status}`,
    )}`,
  }));
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={t("agreements.periods.version")}
            data={options}
            value={String(version.id)}
            allowDeselect={false}
            onChange={(value) =>
              show(Number(value) === period.currentVersion.id ? null : Number(value))
            }
            w={200}
          />
          <Group gap={6} data-testid="version-state">
            <StatusBadge status={version.status} />
            {version.lockedAt !== null && <StatusBadge status="locked" />}
          </Group>
          {version.status === "draft" && version.savedAt === null && (
            <Text size="sm" c="dimmed">
              {t("agreements.periods.unsaved")}
            </Text>
          )}
        </Group>
        {period.can.manage && (
          <Group gap="xs" wrap="wrap">
            {version.can.publish && (
              <Button
                leftSection={<IconSend size={16} />}
                disabled={dirty}
                title={dirty ? t("agreements.periods.saveFirst") : undefined}
                loading={changeState.isLoading}
                onClick={() => run("publish")}
              >
                {t("agreements.periods.publish")}
              </Button>
            )}
            {version.can.unpublish && (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} />}
                loading={changeState.isLoading}
                onClick={() => run("unpublish")}
              >
                {t("agreements.periods.unpublish")}
              </Button>
            )}
            {version.can.delete && version.status === "draft" && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => run("delete")}
              >
                {t("agreements.periods.deleteDraft")}
              </Button>
            )}
            {!hasDraft && (
              <Button
                variant="light"
                leftSection={<IconCopyPlus size={16} />}
                loading={newState.isLoading}
                onClick={async () => {
                  const result = await newVersion(args);
                  if (result.error) return;
                  notifySuccess(t("agreements.periods.versionCreated"));
                  show(null);
                }}
              >
                {t("agreements.periods.newVersion")}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
