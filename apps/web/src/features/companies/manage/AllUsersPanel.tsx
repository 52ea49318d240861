import "../../../i18n/strings/companies.ts";
import { Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useListAllUsersQuery, useListCompaniesQuery } from "../api.ts";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import { PanelHeader } from "./PanelHeader.tsx";
import { UsersPanel } from "./UsersPanel.tsx";

/** All users, for the system company: everyone with their roles, then role changes per company. */
export function AllUsersPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  // A new search starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is the trigger
  useEffect(() => setPage(1), [debounced]);
  const users = useListAllUsersQuery({ search: debounced, page });
  // The company picker searches on the server: there may be thousands of companies.
  const [companySearch, setCompanySearch] = useState("");
  const [companyQuery] = useDebouncedValue(companySearch.trim(), 300);
  const companies = useListCompaniesQuery({ search: companyQuery || undefined, perPage: 20 });
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const list = users.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.allUsers.title")}
        description={t("companies.manage.allUsers.description")}
      />
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t("companies.manage.allUsers.search")}
        aria-label={t("companies.manage.allUsers.search")}
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState
        isLoading={users.isLoading}
        error={users.error}
        item={t("companies.manage.allUsers.title")}
        onRetry={users.refetch}
      >
        {list.length === 0 ? (
          <EmptyState>{t("companies.manage.allUsers.empty")}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("companies.manage.allUsers.name")}</Table.Th>
                  <Table.Th>{t("companies.manage.allUsers.roles")}</Table.Th>
                  <Table.Th>{t("companies.manage.allUsers.lastActivity")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <Text fw={500} size="sm">
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {user.roles.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t("companies.manage.allUsers.noRoles")}
                        </Text>
                      ) : (
                        <Group gap={6}>
                          {user.roles.map((role) => (
                            <CompanyBadge
                              key={role.id}
                              name={`${role.company.name} · ${role.name}`}
                              typeId={role.company.refCompanyTypeId}
                            />
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {user.lastActivityAt
                          ? formatDateTime(user.lastActivityAt)
                          : t("companies.manage.allUsers.never")}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager meta={users.data?.meta} onChange={setPage} />
      </QueryState>
      <Title order={3} fz="md">
        {t("companies.manage.allUsers.manageHeading")}
      </Title>
      <Select
        label={t("companies.manage.allUsers.company")}
        placeholder={t("companies.manage.allUsers.pick")}
        searchable
        maw={420}
        filter={({ options }) => options}
        searchValue={companySearch}
        onSearchChange={setCompanySearch}
        data={[
          ...(chosen && !companies.data?.data.some((company) => company.id === chosen.id)
            ? [chosen]
            : []),
          ...(companies.data?.data ?? []),
        ].map((company) => ({ value: String(company.id), label: company.name }))}
        value={chosen ? String(chosen.id) : null}
        onChange={(value) => {
          const all = [...(companies.data?.data ?? []), ...(chosen ? [chosen] : [])];
          setChosen(all.find((company) => String(company.id) === value) ?? null);
        }}
      />
      {chosen && <UsersPanel companyId={chosen.id} companyName={chosen.name} />}
    </Stack>
  );
}
