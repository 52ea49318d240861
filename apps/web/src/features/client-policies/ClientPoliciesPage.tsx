import "../../i18n/strings/proposals.ts";
import { Anchor, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDateAu } from "@platform/domain/documents/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { ListPager } from "../../ui/ListPager.tsx";
import { PolicyStatusBadge } from "../../ui/PolicyStatusBadge.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useClientPoliciesQuery } from "./api.ts";
import { ClientPolicyDocuments } from "./ClientPolicyDocuments.tsx";

/** `/client/policies` (SPEC §1): a client company's quotations and policies, newest first. */
export function ClientPoliciesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("proposals.policies.title"));
  const { id: companyId } = useRepresentingCompany();
  const [page, setPage] = useState(1);
  const query = useClientPoliciesQuery(
    { companyId: companyId ?? 0, page },
    { skip: companyId === null },
  );
  return (
    <Container size="md" px="sm" py="md">
      <Title order={1} fz="h2" mb="md">
        {t("proposals.policies.title")}
      </Title>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("proposals.policies.item")}
        onRetry={query.refetch}
      >
        {query.data && (
          <Stack gap="sm">
            {query.data.data.length === 0 && (
              <Text c="dimmed">{t("proposals.policies.empty")}</Text>
            )}
            {query.data.data.map((p) => (
              <Paper
                key={p.riskPackageId}
                withBorder
                radius="md"
                p="sm"
                data-testid="client-policy"
              >
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Anchor component={Link} to={`/client/policies/${p.riskPackageId}`} fw={600}>
                      {p.policyNumber ?? p.reference}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {p.productName} · {p.brokerCompany.name} · {formatDateAu(p.inceptionDate)} –{" "}
                      {formatDateAu(p.policyStatus.coverEnd)}
                    </Text>
                    {p.proposal?.status === "sent" && (
                      <Anchor component={Link} to={`/proposal/${p.proposal.id}`} size="sm">
                        {t("proposals.policies.proposal")}
                      </Anchor>
                    )}
                  </Stack>
                  <PolicyStatusBadge status={p.policyStatus} coverEnd />
                </Group>
                {(p.documents.length > 0 || p.can.downloadCertificate) && (
                  <ClientPolicyDocuments policy={p} />
                )}
              </Paper>
            ))}
            <ListPager meta={query.data.meta} onChange={setPage} />
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}
