import "../../../i18n/strings/claims.ts";
import {
  Anchor,
  Button,
  CloseButton,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListClaimsQuery, useNotifiablePoliciesQuery } from "../api.ts";
import { ClaimFilters } from "../components/ClaimFilters.tsx";
import { ClaimList } from "../components/ClaimList.tsx";
import { NotifyClaimForm } from "../components/NotifyClaimForm.tsx";

/** A client's policies and the notify form (the client notifies its own claims, SPEC §1). */
function ClientNotify({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policies = useNotifiablePoliciesQuery(companyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (policies.data?.data ?? [])
    .filter((p) => p.can.notifyClaim)
    .map((p) => ({
      value: String(p.riskPackageId),
      label: `${p.policyNumber} · ${p.insuredName} (${formatIsoDate(p.inceptionDate)} – ${formatIsoDate(p.expiryDate)})`,
    }));
  const policy = chosen ?? options[0]?.value ?? null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="client-notify">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg">
          {t("claims.notify")}
        </Title>
        <CloseButton aria-label={t("common.cancel")} onClick={onClose} />
      </Group>
      <QueryPanel
        isLoading={policies.isLoading}
        error={policies.error}
        item={t("claims.policies")}
        onRetry={policies.refetch}
      >
        {options.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="claims-no-policies">
            {t("claims.noPolicies")}
          </Text>
        ) : (
          <Stack gap="sm">
            <Select
              label={t("claims.policies")}
              data={options}
              value={policy}
              onChange={setChosen}
              allowDeselect={false}
              data-testid="claim-policy"
            />
            {policy && (
              <NotifyClaimForm
                key={policy}
                companyId={companyId}
                riskPackageId={Number(policy)}
                onDone={(id) => navigate(`/claims/${id}`)}
              />
            )}
          </Stack>
        )}
      </QueryPanel>
    </Paper>
  );
}

/** `/claims`: the claims the represented company sees (client, broker, underwriter). */
export function ClaimsPage() {
  const { t } = useTranslation();
  const { id: companyId, company } = useRepresentingCompany();
  useDocumentTitle(t("claims.title"));
  // The work queue links here with `?status=` (and `?kind=incident` for an underwriter).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState({
    search: "",
    status: searchParams.get("status"),
    kind: searchParams.get("kind"),
    page: 1,
  });
  const [search] = useDebouncedValue(filters.search, 300);
  const list = useListClaimsQuery(
    {
      companyId: companyId ?? 0,
      params: {
        page: filters.page,
        ...(search ? { search } : {}),
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.kind ? { kind: filters.kind as "claim" } : {}),
      },
    },
    { skip: companyId === null },
  );
  const isClient = company?.refCompanyTypeId === CompanyType.Client;
  const underwriting = company?.refCompanyTypeId === CompanyType.Underwriter;
  const [notifying, setNotifying] = useState(false);
  return (
    <Container size="lg" py={{ base: "md", sm: 40 }} px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={{ base: "xl", sm: "h2" }}>
            {t("claims.title")}
          </Title>
          {companyId !== null && (
            <Group gap="md">
              {!isClient && (
                <Anchor href={`/api/companies/${companyId}/claims/report`} size="sm">
                  {t("claims.report")}
                </Anchor>
              )}
              {isClient && !notifying && (
                <Button size="sm" onClick={() => setNotifying(true)} data-testid="open-notify">
                  {t("claims.notify")}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {isClient && notifying && companyId !== null && (
          <ClientNotify companyId={companyId} onClose={() => setNotifying(false)} />
        )}
        <ClaimFilters
          withKind={underwriting}
          search={filters.search}
          status={filters.status}
          kind={filters.kind}
          onChange={(next) => setFilters((f) => ({ ...f, ...next, page: 1 }) as typeof f)}
        />
        <QueryPanel
          isLoading={list.isLoading}
          error={list.error}
          item={t("claims.title")}
          onRetry={list.refetch}
        >
          <ClaimList
            rows={list.data?.data}
            base="/claims"
            empty={
              search || filters.status || filters.kind ? t("claims.noMatch") : t("claims.none")
            }
          />
          <ListPager
            meta={list.data?.meta}
            onChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </QueryPanel>
      </Stack>
    </Container>
  );
}
