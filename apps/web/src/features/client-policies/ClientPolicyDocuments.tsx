import "../../i18n/strings/riskDocuments.ts";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { TClientPolicy } from "@platform/domain/risks/proposal-views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile } from "../../api/download.ts";
import { messages } from "../../domain.ts";
import { notifyError } from "../../ui/notify.ts";

type Doc = TClientPolicy["documents"][number];

/**
 * The documents issued for one of the client's policies (SPEC §1 "clients manage policy
 * documents"): the policy schedule and the quotation, each downloaded through the one download
 * helper (§7) under the client's own company.
 */
export function ClientPolicyDocuments({ documents }: { documents: Doc[] }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<number | null>(null);
  if (documents.length === 0) return null;
  const download = async (doc: Doc) => {
    setDownloading(doc.id);
    try {
      await downloadFile(doc.url.replace(/^\/api(?=\/)/, ""), doc.name);
    } catch (error) {
      notifyError(error instanceof DownloadError ? error.message : messages.failedToDownload);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack gap={6} mt="xs" data-testid="client-policy-documents">
      {documents.map((doc) => (
        <Group key={doc.id} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge
              variant="light"
              color={doc.kind === "quotation" ? "blue" : "green"}
              style={{ flexShrink: 0 }}
            >
              {t(`riskDocuments.kind.${doc.kind}`)}
            </Badge>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {doc.name}
            </Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            loading={downloading === doc.id}
            onClick={() => download(doc)}
            aria-label={t("riskDocuments.downloadName", { name: doc.name })}
            style={{ flexShrink: 0 }}
          >
            {t("riskDocuments.download")}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
