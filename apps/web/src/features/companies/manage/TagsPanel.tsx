import "../../../i18n/strings/companies.ts";
import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconPaperclip, IconPencil, IconPlus, IconTrash, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { messages } from "../../../domain.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDeleteTagMutation, useListTagsQuery, useSaveTagMutation } from "../api.ts";
import { ConfirmModal } from "../components/ConfirmModal.tsx";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TCompanyTag, TFileVersion } from "../types.ts";
import { PanelHeader } from "./PanelHeader.tsx";
import { attachmentAccept, useUploadFiles } from "./useUploadFiles.ts";

const fileHref = (file: TFileVersion) => apiUrl(file.url.replace(/^\/api/, ""));

function TagModal({
  companyId,
  tag,
  onClose,
}: {
  companyId: number;
  tag: TCompanyTag | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(tag?.name ?? "");
  const [files, setFiles] = useState<TFileVersion[]>(tag?.attachments ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveTagMutation();
  const uploader = useUploadFiles(companyId);

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: messages.nameRequired });
      return;
    }
    const result = await save({
      companyId,
      tagId: tag?.id,
      name: name.trim(),
      fileVersionIds: files.map((file) => file.id),
    });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      return;
    }
    notifySuccess(t("companies.manage.tags.saved", { name: result.data.name }));
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={tag ? t("companies.manage.tags.edit") : t("companies.manage.tags.add")}
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
            label={t("companies.manage.tags.name")}
            required
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("companies.manage.tags.attachments")}
            </Text>
            {files.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("companies.manage.tags.noAttachments")}
              </Text>
            )}
            {files.map((file) => (
              <Group key={file.id} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPaperclip size={14} />
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t("companies.manage.tags.removeFile", { name: file.name })}
                  onClick={() => setFiles((list) => list.filter((item) => item.id !== file.id))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {errors.fileVersionIds && (
              <Text size="xs" c="red">
                {errors.fileVersionIds}
              </Text>
            )}
            <FileButton
              multiple
              accept={attachmentAccept}
              onChange={async (chosen) => {
                const uploaded = await uploader.send(chosen);
                setFiles((list) => [...list, ...uploaded]);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} />}
                  loading={uploader.uploading}
                  w="fit-content"
                >
                  {t("companies.manage.tags.attach")}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {t("companies.manage.tags.attachHint")}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={saving.isLoading} disabled={uploader.uploading}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Company tags with their attachments (SPEC §3). */
export function TagsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const tags = useListTagsQuery({ companyId, page });
  const [remove, removal] = useDeleteTagMutation();
  const [editing, setEditing] = useState<TCompanyTag | "new" | null>(null);
  const [deleting, setDeleting] = useState<TCompanyTag | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ companyId, tagId: deleting.id });
    if (!result.error) notifySuccess(t("companies.manage.tags.deleted", { name: deleting.name }));
    setDeleting(null);
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.tags.title")}
        description={t("companies.manage.tags.description")}
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            {t("companies.manage.tags.add")}
          </Button>
        }
      />
      <QueryState
        isLoading={tags.isLoading}
        error={tags.error}
        item={t("companies.manage.tags.title")}
        onRetry={tags.refetch}
      >
        {tags.data?.data.length === 0 ? (
          <EmptyState>{t("companies.manage.tags.empty")}</EmptyState>
        ) : (
          <Stack gap="xs">
            {tags.data?.data.map((tag) => (
              <Paper key={tag.id} withBorder radius="md" px="md" py="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600}>{tag.name}</Text>
                    {tag.attachments.length === 0 ? (
                      <Text size="xs" c="dimmed">
                        {t("companies.manage.tags.noAttachments")}
                      </Text>
                    ) : (
                      <Group gap="sm">
                        {tag.attachments.map((file) => (
                          <Anchor
                            key={file.id}
                            href={fileHref(file)}
                            size="sm"
                            target="_blank"
                            rel="noopener"
                          >
                            <Group gap={4} wrap="nowrap">
                              <IconPaperclip size={14} />
                              {file.name}
                            </Group>
                          </Anchor>
                        ))}
                      </Group>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t("companies.manage.tags.edit")}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t("companies.manage.tags.edit")} ${tag.name}`}
                        onClick={() => setEditing(tag)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t("companies.manage.tags.delete")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t("companies.manage.tags.delete")} ${tag.name}`}
                        onClick={() => setDeleting(tag)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <ListPager meta={tags.data?.meta} onChange={setPage} />
      </QueryState>
      {editing && (
        <TagModal
          companyId={companyId}
          tag={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t("companies.manage.tags.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("companies.manage.tags.deleteBody")}
        confirmLabel={t("companies.manage.tags.delete")}
        loading={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
