import "../../../i18n/strings/agreements.ts";
import { Anchor, Button, Table, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatPeriod } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListRiskCodesQuery } from "../api.ts";
import { ListLayout, ListResults, useListSearch } from "../components/ListLayout.tsx";

const PER_PAGE = 50;

/** `/company/risk-codes`: risk codes with their period in force. */
export function RiskCodesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agreements.riskCodes.title"));
  const { companyId, canManage } = useCatalogueCompany("manageBindingAgreements");
  const list = useListSearch();
  const query = useListRiskCodesQuery(
    { companyId: companyId ?? 0, search: list.searchText, page: list.page, perPage: PER_PAGE },
    { skip: companyId === null },
  );
  const rows = query.data?.data ?? [];
  const newButton = canManage && (
    <Button component={Link} to="/company/risk-codes/new" leftSection={<IconPlus size={16} />}>
      {t("agreements.riskCodes.new")}
    </Button>
  );
  return (
    <ListLayout
      title={t("agreements.riskCodes.title")}
      description={t("agreements.riskCodes.description")}
      action={newButton}
      searchLabel={t("agreements.riskCodes.search")}
      search={list.search}
      onSearch={list.setSearch}
    >
      <ListResults
        query={query}
        list={list}
        item={t("agreements.riskCodes.item")}
        empty={t("agreements.riskCodes.empty")}
        noMatch={t("agreements.riskCodes.noMatch")}
        newButton={newButton}
        minWidth={560}
        head={
          <>
            <Table.Th>{t("agreements.riskCodes.code")}</Table.Th>
            <Table.Th>{t("agreements.riskCodes.descriptionLabel")}</Table.Th>
            <Table.Th>{t("agreements.riskCodes.currentPeriod")}</Table.Th>
            <Table.Th ta="right">{t("agreements.riskCodes.periods")}</Table.Th>
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={`/company/risk-codes/${row.id}`} fw={600}>
                {row.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{row.description}</Table.Td>
            <Table.Td>
              {row.currentPeriod ? (
                formatPeriod(row.currentPeriod.dateFrom, row.currentPeriod.dateTo)
              ) : (
                <Text span c="dimmed" size="sm">
                  {t("agreements.riskCodes.noCurrentPeriod")}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{row.periodCount}</Table.Td>
          </Table.Tr>
        ))}
      </ListResults>
    </ListLayout>
  );
}
