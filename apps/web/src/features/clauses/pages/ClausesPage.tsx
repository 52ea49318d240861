import "../../../i18n/strings/products.ts";
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { insuranceClassNames } from "../../../domain.ts";
import { CatalogueNav } from "../../../ui/catalogue/CatalogueNav.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { StatusBadge } from "../../../ui/catalogue/StatusBadge.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListClausesQuery } from "../api.ts";

const PER_PAGE = 50;

/** `/company/clauses`: the underwriter's endorsements. */
export function ClausesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("products.clauses.title"));
  const { companyId, canManage } = useCatalogueCompany("manageClauses");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const searchText = debounced.trim() || undefined;
  // The page belongs to the search it was chosen under: a new search starts at page 1.
  const [paging, setPaging] = useState({ searchText, page: 1 });
  const page = paging.searchText === searchText ? paging.page : 1;
  const query = useListClausesQuery(
    { companyId: companyId ?? 0, search: searchText, page, perPage: PER_PAGE },
    { skip: companyId === null },
  );
  const lastPage = query.data?.meta.lastPage ?? 1;
  const rows = query.data?.data ?? [];
  const newButton = canManage && (
    <Button component={Link} to="/company/clauses/new" leftSection={<IconPlus size={16} />}>
      {t("products.clauses.new")}
    </Button>
  );
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t("products.clauses.title")}
          </Title>
          <Text c="dimmed">{t("products.clauses.description")}</Text>
        </Stack>
        {newButton}
      </Group>
      <CatalogueNav />
      <TextInput
        mb="md"
        aria-label={t("products.clauses.search")}
        placeholder={t("products.clauses.search")}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("products.clauses.title")}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel action={debounced ? undefined : newButton || undefined}>
            {debounced ? t("products.list.noMatch") : t("products.clauses.empty")}
          </EmptyPanel>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("products.list.name")}</Table.Th>
                    <Table.Th>{t("products.clauses.classes")}</Table.Th>
                    <Table.Th>{t("products.list.status")}</Table.Th>
                    <Table.Th>{t("products.list.version")}</Table.Th>
                    <Table.Th>{t("products.list.updated")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((clause) => (
                    <Table.Tr key={clause.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/company/clauses/${clause.id}`} fw={600}>
                          {clause.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {clause.insuranceClassIds.map((id) => (
                            <Badge key={id} variant="light" radius="sm">
                              {insuranceClassNames[id]}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={clause.status} />
                      </Table.Td>
                      <Table.Td>v{clause.latestVersionNumber}</Table.Td>
                      <Table.Td>{formatDate(clause.updatedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {lastPage > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={lastPage}
                  value={page}
                  onChange={(next) => setPaging({ searchText, page: next })}
                  getControlProps={(control) => ({ "aria-label": control })}
                />
              </Group>
            )}
          </>
        )}
      </QueryPanel>
    </Container>
  );
}
