import "../../../i18n/strings/riskDocuments.ts";
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { DocumentEvent, TRiskDocumentView } from "@platform/domain/documents/schemas";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody } from "../../../api/apiErrors.ts";
import { DownloadError, downloadFile } from "../../../api/download.ts";
import { messages } from "../../../domain.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { stamp } from "../workbench/EntryList.tsx";
import { useRegenerateRiskDocumentsMutation, useRiskDocumentsQuery } from "./api.ts";

const PER_PAGE = 10;
/** How often the panel looks again while documents are being generated. */
const POLL_MS = 2500;

const kindColour: Record<TRiskDocumentView["kind"], string> = {
  quotation: "blue",
  policy: "green",
  adjustment: "grape",
  cancellation: "red",
  reinstatement: "green",
  renewal: "teal",
};

/** What the empty list says: the server tells which events the products issue documents on. */
function emptyKey(issuedOn: readonly DocumentEvent[]) {
  const quote = issuedOn.includes("quote");
  const bind = issuedOn.includes("bind");
  if (quote && bind) return "riskDocuments.empty";
  if (quote) return "riskDocuments.emptyQuoteOnly";
  if (bind) return "riskDocuments.emptyBindOnly";
  return "riskDocuments.emptyNone";
}

/**
 * The risk's quotation and policy documents (SPEC §2) for the broker and the underwriter, each
 * downloaded through the one download helper (§7). While the job generates them the panel says
 * so and looks again; a failed generation shows `Unable to generate documents automatically.
 * Please contact the underwriting team`, and the underwriter may generate them again.
 */
export function RiskDocuments({ companyId, riskId }: { companyId: number; riskId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const query = useRiskDocumentsQuery(
    { companyId, riskId, page, perPage: PER_PAGE },
    { pollingInterval: polling ? POLL_MS : 0 },
  );
  const generation = query.data?.generation;
  const generating = generation?.status === "generating";
  useEffect(() => setPolling(generating), [generating]);
  const [regenerate, regenerating] = useRegenerateRiskDocumentsMutation();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (doc: TRiskDocumentView) => {
    setDownloading(doc.id);
    try {
      await downloadFile(doc.url.replace(/^\/api(?=\/)/, ""), doc.name);
    } catch (error) {
      notifyError(error instanceof DownloadError ? error.message : messages.failedToDownload);
    } finally {
      setDownloading(null);
    }
  };
  const retry = async () => {
    try {
      await regenerate({ companyId, riskId }).unwrap();
      notifySuccess(t("riskDocuments.retried"));
    } catch (error) {
      notifyError(apiErrorBody(error)?.message ?? t("errors.fetch.title"));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="risk-documents">
      <Title order={2} fz="lg" mb="sm">
        {t("riskDocuments.title")}
      </Title>
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
      ) : (
        <Stack gap="sm">
          {generating && (
            <Alert color="blue" data-testid="documents-generating">
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t("riskDocuments.generating")}</Text>
              </Group>
            </Alert>
          )}
          {generation?.status === "failed" && (
            <Alert color="red" data-testid="documents-failed">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{generation.message}</Text>
                {generation.canRetry && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    loading={regenerating.isLoading}
                    onClick={retry}
                  >
                    {t("riskDocuments.retry")}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {query.data.data.length === 0 && !generating ? (
            <Text size="sm" c="dimmed" data-testid="documents-empty">
              {t(emptyKey(query.data.issuedOn))}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="documents-list">
              {query.data.data.map((doc) => (
                <Paper key={doc.id} withBorder radius="sm" p="sm" data-testid="risk-document">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <Stack gap={4} style={{ minWidth: 0, flex: "1 1 220px" }}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Badge
                          variant="light"
                          color={kindColour[doc.kind]}
                          style={{ flexShrink: 0 }}
                        >
                          {t(`riskDocuments.kind.${doc.kind}`)}
                        </Badge>
                        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                          {doc.name}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t("riskDocuments.issued", { date: stamp(doc.createdAt) })}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      variant="light"
                      loading={downloading === doc.id}
                      onClick={() => download(doc)}
                      aria-label={t("riskDocuments.downloadName", { name: doc.name })}
                    >
                      {t("riskDocuments.download")}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <ListPager meta={query.data.meta} onChange={setPage} />
        </Stack>
      )}
    </Paper>
  );
}
