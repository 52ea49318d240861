import "../../../i18n/strings/agreements.ts";
import { Anchor, Button, Table } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatPeriod } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListAgreementsQuery } from "../api.ts";
import { ListLayout, ListResults, useListSearch } from "../components/ListLayout.tsx";

const PER_PAGE = 50;

/**
 * `/company/binding-agreements`: the agency's agreements, or for an insurer company the ones it
 * carries (read-only, named by the agency that writes them).
 */
export function AgreementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agreements.agreements.title"));
  const { companyId, canManage } = useCatalogueCompany("manageBindingAgreements");
  const list = useListSearch();
  const query = useListAgreementsQuery(
    { companyId: companyId ?? 0, search: list.searchText, page: list.page, perPage: PER_PAGE },
    { skip: companyId === null },
  );
  const rows = query.data?.data ?? [];
  // An insurer company reads the agreements it carries; it never writes one.
  const asInsurer = rows.length > 0 && rows.every((row) => row.role === "insurer");
  const newButton = canManage && !asInsurer && (
    <Button
      component={Link}
      to="/company/binding-agreements/new"
      leftSection={<IconPlus size={16} />}
    >
      {t("agreements.agreements.new")}
    </Button>
  );
  return (
    <ListLayout
      title={t("agreements.agreements.title")}
      description={
        asInsurer
          ? t("agreements.agreements.insurerDescription")
          : t("agreements.agreements.description")
      }
      action={newButton}
      searchLabel={t("agreements.agreements.search")}
      search={list.search}
      onSearch={list.setSearch}
    >
      <ListResults
        query={query}
        list={list}
        item={t("agreements.agreements.item")}
        empty={t("agreements.agreements.empty")}
        noMatch={t("agreements.agreements.noMatch")}
        newButton={newButton}
        minWidth={720}
        head={
          <>
            <Table.Th>{t("agreements.agreements.name")}</Table.Th>
            <Table.Th>{t("agreements.agreements.umrShort")}</Table.Th>
            <Table.Th>
              {asInsurer ? t("agreements.agreements.agency") : t("agreements.agreements.insurer")}
            </Table.Th>
            <Table.Th>{t("agreements.agreements.validity")}</Table.Th>
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor component={Link} to={`/company/binding-agreements/${row.id}`} fw={600}>
                {row.name}
              </Anchor>
            </Table.Td>
            <Table.Td ff="monospace">{row.uniqueMarketReference}</Table.Td>
            <Table.Td>{row.role === "insurer" ? row.agencyName : row.managingInsurerName}</Table.Td>
            <Table.Td>{formatPeriod(row.validFrom, row.validTo)}</Table.Td>
          </Table.Tr>
        ))}
      </ListResults>
    </ListLayout>
  );
}
