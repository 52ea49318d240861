import "../../i18n/strings/proposals.ts";
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { QueryPanel } from "../../ui/catalogue/QueryPanel.tsx";
import { formatIsoDate } from "../../ui/formatDate.ts";
import { PolicyStatusBadge } from "../../ui/PolicyStatusBadge.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useClientPolicyQuery } from "./api.ts";
import { ClientPolicyDocuments } from "./ClientPolicyDocuments.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** `/client/policies/{id}`: one of the client company's policies and its documents (SPEC §1). */
export function ClientPolicyPage() {
  const { t } = useTranslation();
  const { id: companyId } = useRepresentingCompany();
  const riskPackageId = Number(useParams().riskPackageId);
  const query = useClientPolicyQuery(
    { companyId: companyId ?? 0, riskPackageId },
    { skip: companyId === null || !Number.isInteger(riskPackageId) },
  );
  const policy = query.data;
  useDocumentTitle(policy ? (policy.policyNumber ?? policy.reference) : null);
  return (
    <Container size="md" px="sm" py="md">
      <Anchor component={Link} to="/client/policies" size="sm">
        {t("proposals.policies.back")}
      </Anchor>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("proposals.policies.policy")}
        onRetry={query.refetch}
      >
        {policy && (
          <Stack gap="md" mt="sm" data-testid="client-policy-page">
            <Group justify="space-between" wrap="wrap">
              <Title order={1} fz="h2">
                {policy.policyNumber ?? policy.reference}
              </Title>
              <PolicyStatusBadge status={policy.policyStatus} coverEnd />
            </Group>
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Fact label={t("proposals.policies.insured")} value={policy.insuredName} />
                <Fact label={t("proposals.policies.product")} value={policy.productName} />
                <Fact label={t("proposals.policies.broker")} value={policy.brokerCompany.name} />
                <Fact
                  label={t("proposals.policies.period")}
                  value={`${formatIsoDate(policy.inceptionDate)} – ${formatIsoDate(policy.policyStatus.coverEnd)}`}
                />
                {policy.grossPremium !== null && (
                  <Fact
                    label={t("proposals.policies.premium")}
                    value={formatCurrency(policy.grossPremium, "aud", { fixedScale: true })}
                  />
                )}
              </SimpleGrid>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Title order={2} fz="lg">
                {t("proposals.policies.documents")}
              </Title>
              <ClientPolicyDocuments policy={policy} />
            </Paper>
            <Group gap="md">
              {policy.proposal?.status === "sent" && (
                <Anchor component={Link} to={`/proposal/${policy.proposal.id}`} size="sm">
                  {t("proposals.policies.proposal")}
                </Anchor>
              )}
              <Anchor component={Link} to="/claims" size="sm">
                {t("proposals.policies.claims")}
              </Anchor>
            </Group>
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}
