import "../../i18n/strings/proposals.ts";
import "../../i18n/strings/riskDocuments.ts";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { TClientPolicy } from "@platform/domain/risks/proposal-views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile } from "../../api/download.ts";
import { messages } from "../../domain.ts";
import { notifyError } from "../../ui/notify.ts";

interface Download {
  key: string;
  url: string;
  name: string;
}

/**
 * The documents of one of the client's policies (SPEC §1 "clients manage policy documents"): its
 * certificate of currency while it is in force (generated when downloaded), then the documents
 * issued for it (policy schedule, quotation), each downloaded through the one download helper
 * (§7) under the client's own company.
 */
export function ClientPolicyDocuments({ policy }: { policy: TClientPolicy }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState<string | null>(null);
  const { documents } = policy;
  const download = async ({ key, url, name }: Download) => {
    setDownloading(key);
    try {
      await downloadFile(url.replace(/^\/api(?=\/)/, ""), name);
    } catch (error) {
      notifyError(error instanceof DownloadError ? error.message : messages.failedToDownload);
    } finally {
      setDownloading(null);
    }
  };
  const certificate: Download = {
    key: "certificate",
    url: policy.certificateUrl,
    name: `${t("proposals.policies.certificate")} ${policy.policyNumber ?? ""}.pdf`,
  };
  if (documents.length === 0 && !policy.can.downloadCertificate) {
    return (
      <Text size="sm" c="dimmed" mt="xs">
        {t("proposals.policies.noDocuments")}
      </Text>
    );
  }
  return (
    <Stack gap={6} mt="xs" data-testid="client-policy-documents">
      {policy.can.downloadCertificate && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {t("proposals.policies.certificate")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("proposals.policies.certificateHint")}
            </Text>
          </Stack>
          <Button
            size="xs"
            loading={downloading === certificate.key}
            onClick={() => download(certificate)}
            aria-label={t("proposals.policies.certificate")}
            style={{ flexShrink: 0 }}
          >
            {t("riskDocuments.download")}
          </Button>
        </Group>
      )}
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
            loading={downloading === `document-${doc.id}`}
            onClick={() => download({ key: `document-${doc.id}`, url: doc.url, name: doc.name })}
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
