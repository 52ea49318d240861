import "../../../i18n/strings/risks.ts";
import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
} from "@mantine/core";
import type { TRiskFileView } from "@platform/domain/documents/index";
import { IconDownload, IconHistory, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import { messages } from "../../../domain.ts";
import { attachmentAccept, formatSize, MAX_FILE_MB, uploadType } from "../../../ui/fileTypes.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { stamp } from "./EntryList.tsx";
import { useRiskFileQuery, useRiskFilesQuery, useUploadRiskFileMutation } from "./filesApi.ts";

const PER_PAGE = 10;

/** The server's URL of a file version, as the one download helper takes it (no /api prefix). */
const helperPath = (url: string) => url.replace(/^\/api(?=\/)/, "");

async function download(url: string, name: string) {
  try {
    await downloadFile(helperPath(url), name);
  } catch (error) {
    notifyError(error instanceof DownloadError ? error.message : messages.failedToDownload);
  }
}

/** The §5 message of a refused upload: the size checked here first, the rest by the server. */
function useUpload(companyId: number, riskId: number) {
  const { t } = useTranslation();
  const [upload, state] = useUploadRiskFileMutation();
  const [error, setError] = useState<string | null>(null);
  const send = async (picked: File | null, fileId?: number) => {
    if (!picked) return;
    setError(null);
    if (picked.size > MAX_FILE_MB * 1024 * 1024) {
      setError(messages.fileTooLarge(MAX_FILE_MB));
      return;
    }
    const result = await upload({
      companyId,
      riskId,
      fileId,
      file: picked,
      type: uploadType(picked),
    });
    if ("error" in result) {
      const body = (result.error as { data?: { errors?: Record<string, string[]> } }).data;
      setError(body?.errors?.file?.[0] ?? body?.errors?.name?.[0] ?? null);
      return;
    }
    notifySuccess(
      result.data.versionNumber > 1
        ? t("risks.workbench.versionUploaded", {
            version: result.data.versionNumber,
            name: result.data.name,
          })
        : t("risks.workbench.uploaded", { name: result.data.name }),
    );
  };
  return { send, error, loading: state.isLoading };
}

/**
 * The underwriter panel's files (SPEC §2): what the underwriting team keeps on the risk, a page
 * at a time, each downloadable with its versions; uploading (ManageRisks) adds a file or, under
 * the same name, its next version.
 */
export function FilesTab({
  companyId,
  riskId,
  canUpload,
}: {
  companyId: number;
  riskId: number;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useRiskFilesQuery({ companyId, riskId, page, perPage: PER_PAGE });
  const { send, error, loading } = useUpload(companyId, riskId);
  const [versionsOf, setVersionsOf] = useState<TRiskFileView | null>(null);

  return (
    <Stack gap="md" data-testid="risk-files">
      <Text size="xs" c="dimmed">
        {t("risks.workbench.filesHelp", { mb: MAX_FILE_MB })}
      </Text>
      {canUpload && (
        <Group gap="sm" align="center">
          <FileButton onChange={(file) => void send(file)} accept={attachmentAccept}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={loading}
                data-testid="risk-file-upload"
              >
                {t("risks.workbench.uploadFile")}
              </Button>
            )}
          </FileButton>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Group>
      )}
      {query.isLoading ? (
        <Center py="md" aria-busy="true">
          <Loader size="sm" />
        </Center>
      ) : query.error || !query.data ? (
        <Alert color="red" title={t("errors.fetch.title")}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Alert>
      ) : query.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("risks.workbench.noFiles")}
        </Text>
      ) : (
        <Stack gap="xs">
          {query.data.data.map((file) => (
            <Paper key={file.id} withBorder radius="sm" p="sm" data-testid="risk-file">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("risks.workbench.fileMeta", {
                      version: file.versionNumber,
                      size: formatSize(file.size),
                      by: file.updatedBy ?? t("risks.workbench.generated"),
                      date: stamp(file.updatedAt),
                    })}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconHistory size={14} />}
                    onClick={() => setVersionsOf(file)}
                    aria-label={t("risks.workbench.versionsName", { name: file.name })}
                  >
                    {t("risks.workbench.versions")}
                  </Button>
                  {file.url && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => file.url && void download(file.url, file.name)}
                      aria-label={t("risks.workbench.downloadName", { name: file.name })}
                    >
                      {t("risks.workbench.download")}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
          <ListPager meta={query.data.meta} onChange={setPage} />
        </Stack>
      )}
      <Modal
        opened={versionsOf !== null}
        onClose={() => setVersionsOf(null)}
        title={versionsOf ? t("risks.workbench.versionsOf", { name: versionsOf.name }) : ""}
        size="lg"
      >
        {versionsOf && (
          <Versions
            companyId={companyId}
            riskId={riskId}
            fileId={versionsOf.id}
            canUpload={canUpload}
          />
        )}
      </Modal>
    </Stack>
  );
}

function Versions({
  companyId,
  riskId,
  fileId,
  canUpload,
}: {
  companyId: number;
  riskId: number;
  fileId: number;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const query = useRiskFileQuery({ companyId, riskId, fileId });
  const { send, error, loading } = useUpload(companyId, riskId);
  if (query.isLoading)
    return (
      <Center py="md" aria-busy="true">
        <Loader size="sm" />
      </Center>
    );
  if (query.error || !query.data)
    return (
      <Alert color="red" title={t("errors.fetch.title")}>
        <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  const file = query.data;
  return (
    <Stack gap="sm" data-testid="risk-file-versions">
      {file.versions.map((version) => (
        <Group key={version.id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {t("risks.workbench.versionLabel", { version: version.versionNumber })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatSize(version.size)} · {version.updatedBy ?? t("risks.workbench.generated")} ·{" "}
              {stamp(version.createdAt)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconDownload size={14} />}
            onClick={() => void download(version.url, version.name)}
            aria-label={t("risks.workbench.downloadVersion", {
              version: version.versionNumber,
              name: file.name,
            })}
          >
            {t("risks.workbench.download")}
          </Button>
        </Group>
      ))}
      {canUpload && (
        <Group justify="space-between" mt="sm" wrap="wrap" gap="sm">
          <Text size="sm" c={error ? "red" : "dimmed"} role={error ? "alert" : undefined}>
            {error ?? t("risks.workbench.newVersionHelp")}
          </Text>
          <FileButton onChange={(picked) => void send(picked, fileId)} accept={attachmentAccept}>
            {(props) => (
              <Button {...props} size="xs" leftSection={<IconUpload size={14} />} loading={loading}>
                {t("risks.workbench.newVersion")}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
