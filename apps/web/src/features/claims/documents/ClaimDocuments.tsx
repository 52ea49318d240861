import "../../../i18n/strings/claims.ts";
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import type { TClaimDocument, TClaimView } from "@platform/domain/claims/schemas";
import { IconDownload, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile } from "../../../api/download.ts";
import { useAppDispatch } from "../../../app/hooks.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { attachmentAccept, formatSize, MAX_FILE_MB, uploadType } from "../../../ui/fileTypes.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { claimsApi, useClaimDocumentsQuery, useShareClaimDocumentMutation } from "../api.ts";
import { type UploadFailure, uploadWithProgress } from "./uploadWithProgress.ts";

/** Shared with the broker and the insured, or internal: the underwriter and the firm set it. */
function Sharing({ document, claimRef }: { document: TClaimDocument; claimRef: Ref }) {
  const { t } = useTranslation();
  const [share, { isLoading }] = useShareClaimDocumentMutation();
  if (!document.can.share) {
    return document.shared ? null : (
      <Badge size="xs" variant="light" color="gray">
        {t("claims.documents.internal")}
      </Badge>
    );
  }
  return (
    <Switch
      size="xs"
      label={t("claims.documents.shared")}
      aria-label={t("claims.documents.shareName", { name: document.name })}
      checked={document.shared}
      disabled={isLoading}
      data-testid="claim-document-shared"
      onChange={(event) => {
        share({ ...claimRef, fileId: document.id, shared: event.currentTarget.checked })
          .unwrap()
          .catch((error: { data?: { message?: string } }) =>
            notifyError(error.data?.message ?? t("common.unknownError"), document.name),
          );
      }}
    />
  );
}

type Ref = { companyId: number; id: number };

function DocumentRow({ document, claimRef }: { document: TClaimDocument; claimRef: Ref }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(document.url.replace(/^\/api/, ""), document.name);
    } catch (error) {
      notifyError((error as Error).message, document.name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="claim-document">
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {document.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatSize(document.size)} · {formatDate(document.uploadedAt)}
          {document.uploadedBy ? ` · ${document.uploadedBy}` : ""}
          {document.versionNumber > 1
            ? ` · ${t("claims.documents.version", { number: String(document.versionNumber) })}`
            : ""}
        </Text>
        <Sharing document={document} claimRef={claimRef} />
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        style={{ flexShrink: 0 }}
        leftSection={<IconDownload size={14} />}
        loading={busy}
        onClick={download}
        aria-label={t("claims.documents.downloadName", { name: document.name })}
      >
        {t("claims.documents.download")}
      </Button>
    </Group>
  );
}

/** Documents on a claim: every party lists and downloads; who acts on it uploads (SPEC §5). */
export function ClaimDocuments({ companyId, claim }: { companyId: number; claim: TClaimView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useClaimDocumentsQuery({ companyId, id: claim.id, page });
  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_FILE_MB * 1024 * 1024) {
      setError(`${file.name}: ${t("claims.documents.tooLarge", { mb: String(MAX_FILE_MB) })}`);
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    try {
      await uploadWithProgress(
        `/companies/${companyId}/claims/${claim.id}/documents?name=${encodeURIComponent(file.name)}`,
        file,
        uploadType(file),
        (fraction) => setProgress({ name: file.name, fraction }),
      );
      notifySuccess(t("claims.documents.uploaded", { name: file.name }));
      setPage(1);
      dispatch(claimsApi.util.invalidateTags(["Claim"]));
    } catch (failure) {
      setError(`${file.name}: ${(failure as UploadFailure).message}`);
    } finally {
      setProgress(null);
    }
  };
  const documents = query.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="claim-documents">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg">
            {t("claims.documents.title")}
          </Title>
          {claim.can.upload && (
            <FileButton onChange={upload} accept={attachmentAccept}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  disabled={progress !== null}
                  data-testid="claim-document-upload"
                >
                  {t("claims.documents.upload")}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {progress && (
          <Stack gap={4} data-testid="claim-document-progress">
            <Text size="xs">
              {t("claims.documents.uploading", {
                name: progress.name,
                percent: String(Math.round(progress.fraction * 100)),
              })}
            </Text>
            <Progress value={progress.fraction * 100} size="sm" aria-label={progress.name} />
          </Stack>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="claim-document-error">
            {error}
          </Alert>
        )}
        <QueryPanel
          isLoading={query.isLoading}
          error={query.error}
          item={t("claims.documents.title")}
          onRetry={query.refetch}
        >
          {documents.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="claim-documents-empty">
              {claim.can.upload ? t("claims.documents.noneCanUpload") : t("claims.documents.none")}
            </Text>
          ) : (
            <Stack gap="xs">
              {documents.map((d) => (
                <DocumentRow key={d.id} document={d} claimRef={{ companyId, id: claim.id }} />
              ))}
              <ListPager meta={query.data?.meta} onChange={setPage} />
            </Stack>
          )}
        </QueryPanel>
      </Stack>
    </Paper>
  );
}
