import "../../../i18n/strings/agreements.ts";
import { Anchor, Container, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useGetAgreementQuery, useGetPeriodQuery, useGetPeriodVersionQuery } from "../api.ts";
import { PeriodForm } from "../components/PeriodForm.tsx";

/**
 * `/company/binding-agreements/:agreementId/periods/new` and `…/periods/:periodId[?version=id]`:
 * a period of a binding agreement with its versions; the agency edits the draft, the managing
 * insurer reads the published versions shown to it.
 */
export function PeriodPage() {
  const { t } = useTranslation();
  const params = useParams();
  const agreementId = Number(params.agreementId);
  const isNew = params.periodId === "new";
  const periodId = Number(params.periodId);
  const [search] = useSearchParams();
  const chosenVersion = Number(search.get("version")) || null;
  const { companyId, canManage } = useCatalogueCompany("manageBindingAgreements");
  const skip = companyId === null;
  const agreement = useGetAgreementQuery({ companyId: companyId ?? 0, agreementId }, { skip });
  const period = useGetPeriodQuery(
    { companyId: companyId ?? 0, agreementId, periodId },
    { skip: skip || isNew },
  );
  const showOther = chosenVersion !== null && chosenVersion !== period.data?.currentVersion.id;
  const version = useGetPeriodVersionQuery(
    { companyId: companyId ?? 0, agreementId, periodId, versionId: chosenVersion ?? 0 },
    { skip: skip || isNew || !showOther || !period.data },
  );
  const shown = showOther ? version.data : period.data?.currentVersion;
  const loading = agreement.isLoading || period.isLoading || (showOther && version.isLoading);
  const error = agreement.error ?? period.error ?? (showOther ? version.error : undefined);
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Anchor
        component={Link}
        to={`/company/binding-agreements/${agreementId}`}
        size="sm"
        mb="md"
        display="inline-flex"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {agreement.data?.name ?? t("agreements.agreements.back")}
        </Group>
      </Anchor>
      <QueryPanel
        isLoading={loading}
        error={error}
        item={t("agreements.periods.item")}
        onRetry={() => {
          void agreement.refetch();
          if (!isNew) void period.refetch();
        }}
      >
        {companyId !== null && agreement.data && (isNew || (period.data && shown)) && (
          <PeriodForm
            // Once per version: a refetch after a save must not remount the form over typing.
            key={`${period.data?.id ?? "new"}:${shown?.id ?? 0}`}
            companyId={companyId}
            agreement={agreement.data}
            period={period.data}
            version={shown}
            canManage={canManage && agreement.data.can.manage}
          />
        )}
      </QueryPanel>
    </Container>
  );
}
