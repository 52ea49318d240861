import { Anchor, Button, Container, Group, Paper, Select, Stack, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { CompanyType } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useClientPoliciesQuery, useListClaimsQuery } from "../api.ts";
import { ClaimFilters } from "../components/ClaimFilters.tsx";
import { ClaimList } from "../components/ClaimList.tsx";
import { NotifyClaimForm } from "../components/NotifyClaimForm.tsx";

/** A client's policies and the notify form (the client notifies its own claims, SPEC §1). */
function ClientNotify({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policies = useClientPoliciesQuery({ companyId, page: 1 });
  const [chosen, setChosen] = useState<string | null>(null);
  const options = (policies.data?.data ?? []).map((p) => ({
    value: String(p.riskPackageId),
    label: `${p.policyNumber} · ${p.insuredName} (${p.inceptionDate} – ${p.expiryDate})`,
  }));
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="client-notify">
      <Group justify="space-between" mb={open ? "sm" : 0}>
        <Title order={2} fz="lg">
          {t("claims.notify")}
        </Title>
        {!open && (
          <Button size="xs" onClick={() => setOpen(true)} data-testid="open-notify">
            {t("claims.notify")}
          </Button>
        )}
      </Group>
      {open && (
        <Stack gap="sm">
          <Select
            label={t("claims.policies")}
            data={options}
            value={chosen ?? options[0]?.value ?? null}
            onChange={setChosen}
            allowDeselect={false}
            nothingFoundMessage={t("claims.noPolicies")}
            data-testid="claim-policy"
          />
          {(chosen ?? options[0]?.value) && (
            <NotifyClaimForm
              companyId={companyId}
              riskPackageId={Number(chosen ?? options[0]!.value)}
              onDone={(id) => navigate(`/claims/${id}`)}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** `/claims`: the claims the represented company sees (client, broker, underwriter). */
export function ClaimsPage() {
  const { t } = useTranslation();
  const { id: companyId, company } = useRepresentingCompany();
  useDocumentTitle(t("claims.title"));
  const [filters, setFilters] = useState({ search: "", status: null as string | null, page: 1 });
  const [search] = useDebouncedValue(filters.search, 300);
  const list = useListClaimsQuery(
    {
      companyId: companyId ?? 0,
      params: {
        page: filters.page,
        ...(search ? { search } : {}),
        ...(filters.status ? { status: filters.status } : {}),
      },
    },
    { skip: companyId === null },
  );
  const isClient = company?.refCompanyTypeId === CompanyType.Client;
  return (
    <Container size="lg" py={{ base: "md", sm: 40 }} px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={{ base: "xl", sm: "h2" }}>
            {t("claims.title")}
          </Title>
          {companyId !== null && (
            <Anchor href={`/api/companies/${companyId}/claims/report`} size="sm">
              {t("claims.report")}
            </Anchor>
          )}
        </Group>
        {isClient && companyId !== null && <ClientNotify companyId={companyId} />}
        <ClaimFilters
          search={filters.search}
          status={filters.status}
          onChange={(next) => setFilters((f) => ({ ...f, ...next, page: 1 }) as typeof f)}
        />
        <QueryPanel
          isLoading={list.isLoading}
          error={list.error}
          item={t("claims.title")}
          onRetry={list.refetch}
        >
          <ClaimList rows={list.data?.data} base="/claims" empty={t("claims.none")} />
          <ListPager
            meta={list.data?.meta}
            onChange={(page) => setFilters((f) => ({ ...f, page }))}
          />
        </QueryPanel>
      </Stack>
    </Container>
  );
}
