import "../../../i18n/strings/companies.ts";
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { companyTypeIds } from "../../../domain.ts";
import { CompanyBadge } from "../../../ui/CompanyBadge.tsx";
import { formatDate } from "../../../ui/formatDate.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useListCompaniesQuery, useUpdateCompanyMutation } from "../api.ts";
import { EmptyState, QueryState } from "../components/QueryState.tsx";
import type { TCompany } from "../types.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";
import { PanelHeader } from "./PanelHeader.tsx";

/** Every company, for the system company: search, filter, approve (SPEC §2 companies). */
export function CompaniesPanel() {
  const { t } = useTranslation();
  const typeLabel = useCompanyTypeLabel();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [type, setType] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // A new search or filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setPage(1), [debounced, type, status]);
  const companies = useListCompaniesQuery({
    page,
    search: debounced || undefined,
    refCompanyTypeId: type ? Number(type) : undefined,
    isActive: status === null ? undefined : status === "active",
  });
  const [update] = useUpdateCompanyMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  const setActive = async (company: TCompany, isActive: boolean) => {
    setBusyId(company.id);
    const result = await update({ companyId: company.id, body: { isActive } });
    setBusyId(null);
    if (!result.error) {
      notifySuccess(
        t(
          isActive
            ? "companies.manage.companies.approved"
            : "companies.manage.companies.deactivated",
          {
            name: company.name,
          },
        ),
      );
    }
  };

  return (
    <Stack gap="lg">
      <PanelHeader
        title={t("companies.manage.companies.title")}
        description={t("companies.manage.companies.description")}
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          aria-label={t("companies.manage.companies.search")}
          placeholder={t("companies.manage.companies.search")}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "2 1 260px" }}
        />
        <Select
          aria-label={t("companies.manage.companies.type")}
          placeholder={t("companies.manage.companies.allTypes")}
          clearable
          data={companyTypeIds.map((id) => ({ value: String(id), label: typeLabel(id) }))}
          value={type}
          onChange={setType}
          style={{ flex: "1 1 160px" }}
        />
        <Select
          aria-label={t("companies.manage.companies.status")}
          placeholder={t("companies.manage.companies.allStatuses")}
          clearable
          data={[
            { value: "active", label: t("companies.status.active") },
            { value: "pending", label: t("companies.status.pending") },
          ]}
          value={status}
          onChange={setStatus}
          style={{ flex: "1 1 160px" }}
        />
      </Group>
      <QueryState
        isLoading={companies.isLoading}
        error={companies.error}
        item={t("companies.manage.companies.title")}
        onRetry={companies.refetch}
      >
        {companies.data?.data.length === 0 ? (
          <EmptyState>{t("companies.manage.companies.empty")}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("companies.fields.name")}</Table.Th>
                  <Table.Th>{t("companies.manage.companies.type")}</Table.Th>
                  <Table.Th>{t("companies.manage.companies.handle")}</Table.Th>
                  <Table.Th>{t("companies.manage.companies.status")}</Table.Th>
                  <Table.Th>{t("companies.manage.companies.created")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data?.data.map((company) => (
                  <Table.Tr key={company.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/companies/${company.id}`} fw={500} size="sm">
                        {company.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <CompanyBadge
                        size="sm"
                        name={typeLabel(company.refCompanyTypeId)}
                        typeId={company.refCompanyTypeId}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {company.handle}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={company.isActive ? "green" : "orange"}>
                        {company.isActive
                          ? t("companies.status.active")
                          : t("companies.status.pending")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(company.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {!company.isActive && (
                          <Button
                            size="xs"
                            color="green"
                            loading={busyId === company.id}
                            onClick={() => void setActive(company, true)}
                          >
                            {t("companies.manage.companies.approve")}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="default"
                          component={Link}
                          to={`/company/manage?companyId=${company.id}`}
                        >
                          {t("companies.manage.companies.manage")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPager meta={companies.data?.meta} onChange={setPage} />
      </QueryState>
    </Stack>
  );
}
