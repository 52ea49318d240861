import { ActionIcon, Button, FileButton, Group, Modal, Table, Text, Tooltip } from "@mantine/core";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import { messages } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { attachmentAccept, formatSize, MAX_FILE_MB, uploadType } from "../../../ui/fileTypes.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { useGetFolderFileQuery, useUploadFileVersionMutation } from "../api.ts";

interface Props {
  companyId: number;
  fileId: number | null;
  canManage: boolean;
  onClose: () => void;
}

/** A file's versions, newest first, each downloadable; a new version unless locked or protected. */
export function VersionsModal({ companyId, fileId, canManage, onClose }: Props) {
  const query = useGetFolderFileQuery({ companyId, fileId: fileId ?? 0 }, { skip: !fileId });
  const [upload, uploading] = useUploadFileVersionMutation();
  const [error, setError] = useState<string | null>(null);
  const file = query.data;
  const held = Boolean(file?.locked || file?.protected);

  const send = async (picked: File | null) => {
    if (!picked || !fileId) return;
    setError(null);
    if (picked.size > MAX_FILE_MB * 1024 * 1024) {
      setError(messages.fileTooLarge(MAX_FILE_MB));
      return;
    }
    const result = await upload({ companyId, fileId, file: picked, type: uploadType(picked) });
    if ("error" in result) {
      const body = (result.error as { data?: { errors?: Record<string, string[]> } }).data;
      setError(body?.errors?.file?.[0] ?? null);
      return;
    }
    notifySuccess(`Version ${result.data.versionNumber} uploaded`, file?.name);
  };

  const download = async (versionId: number, name: string) => {
    try {
      await downloadFile(`/companies/${companyId}/file-versions/${versionId}`, name);
    } catch (failure) {
      notifyError(failure instanceof DownloadError ? failure.message : messages.failedToDownload);
    }
  };

  return (
    <Modal
      opened={fileId !== null}
      onClose={onClose}
      title={file ? `Versions of ${file.name}` : "Versions"}
      size="lg"
      centered
    >
      <QueryPanel isLoading={query.isLoading} error={query.error} item="file">
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Updated by</Table.Th>
                <Table.Th>Updated on</Table.Th>
                <Table.Th aria-label="Download" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(file?.versions ?? []).map((version) => (
                <Table.Tr key={version.id}>
                  <Table.Td>{version.versionNumber}</Table.Td>
                  <Table.Td>{formatSize(version.size)}</Table.Td>
                  <Table.Td>{version.updatedBy ?? "Generated"}</Table.Td>
                  <Table.Td>{formatDate(version.createdAt)}</Table.Td>
                  <Table.Td>
                    <Tooltip label="Download">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Download version ${version.versionNumber}`}
                        onClick={() => download(version.id, version.name)}
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {canManage && (
          <Group justify="space-between" mt="md">
            <Text size="sm" c={error ? "red" : "dimmed"}>
              {error ??
                (held
                  ? "This file is locked or protected: unlock it to upload a new version."
                  : "A new version keeps the earlier ones.")}
            </Text>
            <FileButton onChange={send} accept={attachmentAccept}>
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  loading={uploading.isLoading}
                  disabled={held}
                >
                  Upload new version
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </QueryPanel>
    </Modal>
  );
}
