import "../../../i18n/strings/agreements.ts";
import "../../../i18n/strings/reports.ts";
import { Anchor, Button, Container, Group, Stack } from "@mantine/core";
import { IconArrowLeft, IconTable } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useGetAgreementQuery } from "../api.ts";
import { AgreementForm } from "../components/AgreementForm.tsx";
import { PeriodsPanel } from "../components/PeriodsPanel.tsx";
import { UsagePanel } from "../components/UsagePanel.tsx";

/** `/company/binding-agreements/new` and `/company/binding-agreements/:agreementId`. */
export function AgreementDetailPage() {
  const { t } = useTranslation();
  const { agreementId } = useParams();
  const isNew = agreementId === "new";
  const { companyId, canManage } = useCatalogueCompany("manageBindingAgreements");
  const query = useGetAgreementQuery(
    { companyId: companyId ?? 0, agreementId: Number(agreementId) },
    { skip: companyId === null || isNew },
  );
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor
        component={Link}
        to="/company/binding-agreements"
        size="sm"
        mb="md"
        display="inline-flex"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("agreements.agreements.back")}
        </Group>
      </Anchor>
      {companyId !== null && !isNew && (
        <Group justify="flex-end" mb="md">
          <Button
            component={Link}
            to={`/company/bordereaux?agreementId=${agreementId}`}
            variant="light"
            leftSection={<IconTable size={16} />}
          >
            {t("reports.bordereaux.open")}
          </Button>
        </Group>
      )}
      {companyId !== null &&
        (isNew ? (
          <AgreementForm companyId={companyId} canManage={canManage} />
        ) : (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("agreements.agreements.item")}
            onRetry={query.refetch}
          >
            {query.data && (
              <Stack gap="lg">
                <AgreementForm
                  key={query.data.id}
                  companyId={companyId}
                  canManage={canManage && query.data.can.manage}
                  agreement={query.data}
                />
                <UsagePanel companyId={companyId} agreement={query.data} />
                <PeriodsPanel
                  companyId={companyId}
                  agreement={query.data}
                  canManage={canManage && query.data.can.manage}
                />
              </Stack>
            )}
          </QueryPanel>
        ))}
    </Container>
  );
}
