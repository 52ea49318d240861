import "../../../i18n/strings/claims.ts";
import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListIncidentsQuery } from "../api.ts";
import { ClaimFilters } from "../components/ClaimFilters.tsx";
import { ClaimList } from "../components/ClaimList.tsx";

/** `/incidents` (SPEC §2): what the legal firm is appointed to, incidents and claims alike. */
export function IncidentsPage() {
  const { t } = useTranslation();
  const { id: companyId } = useRepresentingCompany();
  useDocumentTitle(t("claims.incidentsTitle"));
  const [filters, setFilters] = useState({
    search: "",
    status: null as string | null,
    kind: null as string | null,
    page: 1,
  });
  const [search] = useDebouncedValue(filters.search, 300);
  const list = useListIncidentsQuery(
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
  return (
    <Container size="lg" py={{ base: "md", sm: 40 }} px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz={{ base: "xl", sm: "h2" }}>
            {t("claims.incidentsTitle")}
          </Title>
          <Button component={Link} to="/incidents/new" size="sm">
            {t("claims.newIncident")}
          </Button>
        </Group>
        <ClaimFilters
          withKind
          search={filters.search}
          status={filters.status}
          kind={filters.kind}
          onChange={(next) => setFilters((f) => ({ ...f, ...next, page: 1 }) as typeof f)}
        />
        <QueryPanel
          isLoading={list.isLoading}
          error={list.error}
          item={t("claims.incidentsTitle")}
          onRetry={list.refetch}
        >
          <ClaimList
            rows={list.data?.data}
            base="/incidents"
            empty={
              search || filters.status || filters.kind
                ? t("claims.noMatch")
                : t("claims.noIncidents")
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
