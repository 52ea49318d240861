import "../../../i18n/strings/products.ts";
import { Button, Code, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TProduct, TProductVersionSummary } from "@platform/domain/schemas/product-views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useVersionActionMutation, useVersionDiffQuery } from "../api.ts";

const show = (value: unknown, empty: string) => {
  if (value === null || value === undefined || value === "") return empty;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

function DiffView({
  companyId,
  productId,
  version,
}: {
  companyId: number;
  productId: number;
  version: TProductVersionSummary;
}) {
  const { t } = useTranslation();
  const diff = useVersionDiffQuery({ companyId, productId, versionId: version.id });
  if (diff.isLoading || !diff.data) return <Text c="dimmed">{t("common.loading")}</Text>;
  if (diff.data.previousVersionNumber === null)
    return <Text c="dimmed">{t("products.versions.noPrevious")}</Text>;
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {t("products.versions.diffTitle", {
          number: diff.data.versionNumber,
          previous: diff.data.previousVersionNumber,
        })}
      </Title>
      {diff.data.changes.length === 0 ? (
        <Text c="dimmed">{t("products.versions.noChanges")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("products.versions.field")}</Table.Th>
                <Table.Th>{t("products.versions.before")}</Table.Th>
                <Table.Th>{t("products.versions.after")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diff.data.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>
                    <Code>{change.field}</Code>
                  </Table.Td>
                  <Table.Td c="red.8" style={{ wordBreak: "break-word" }}>
                    {show(change.before, t("products.versions.empty"))}
                  </Table.Td>
                  <Table.Td c="green.8" style={{ wordBreak: "break-word" }}>
                    {show(change.after, t("products.versions.empty"))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Every version with its state and actions, and the changes of each against the one before. */
export function VersionsPanel({
  companyId,
  product,
  canManage,
  dirty,
}: {
  companyId: number;
  product: TProduct;
  canManage: boolean;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const [act, { isLoading }] = useVersionActionMutation();
  const [open, setOpen] = useState<number | null>(product.versions[0]?.id ?? null);

  const run = async (
    version: TProductVersionSummary,
    action: "publish" | "unpublish" | "delete",
  ) => {
    if (action === "delete" && !window.confirm(t("products.detail.confirmDeleteVersion"))) return;
    const result = await act({ companyId, productId: product.id, versionId: version.id, action });
    if (result.error) return;
    notifySuccess(
      action === "delete"
        ? t("products.detail.versionDeleted")
        : t(`products.detail.${action === "publish" ? "published" : "unpublished"}`, {
            number: version.versionNumber,
          }),
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("products.versions.number")}</Table.Th>
              <Table.Th>{t("products.versions.status")}</Table.Th>
              <Table.Th>{t("products.versions.saved")}</Table.Th>
              <Table.Th>{t("products.versions.published")}</Table.Th>
              <Table.Th>{t("products.versions.usage")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td fw={600}>v{version.versionNumber}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <StatusBadge status={version.status} />
                    {version.lockedAt !== null && <StatusBadge status="locked" />}
                    {version.savedAt === null && <StatusBadge status="unsaved" />}
                  </Group>
                </Table.Td>
                <Table.Td>{version.savedAt ? formatDateTime(version.savedAt) : "—"}</Table.Td>
                <Table.Td>
                  {version.publishedAt ? formatDateTime(version.publishedAt) : "—"}
                </Table.Td>
                <Table.Td>{version.usageCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setOpen(open === version.id ? null : version.id)}
                    >
                      {open === version.id
                        ? t("products.versions.hideChanges")
                        : t("products.versions.compare")}
                    </Button>
                    {canManage && version.can.publish && (
                      <Button
                        size="compact-sm"
                        loading={isLoading}
                        disabled={dirty}
                        onClick={() => run(version, "publish")}
                      >
                        {t("products.detail.publish")}
                      </Button>
                    )}
                    {canManage && version.can.unpublish && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={isLoading}
                        onClick={() => run(version, "unpublish")}
                      >
                        {t("products.detail.unpublish")}
                      </Button>
                    )}
                    {canManage && version.can.delete && (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="light"
                        loading={isLoading}
                        onClick={() => run(version, "delete")}
                      >
                        {t("products.detail.delete")}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {open !== null && (
        <Stack mt="md">
          {product.versions
            .filter((version) => version.id === open)
            .map((version) => (
              <DiffView
                key={version.id}
                companyId={companyId}
                productId={product.id}
                version={version}
              />
            ))}
        </Stack>
      )}
    </Paper>
  );
}
