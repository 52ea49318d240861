import "../../../i18n/strings/agreements.ts";
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { type TSyndicateRow, useDeleteSyndicateMutation, useListSyndicatesQuery } from "../api.ts";
import { ListLayout, ListResults, useListSearch } from "../components/ListLayout.tsx";
import { SyndicateModal } from "../components/SyndicateModal.tsx";

const PER_PAGE = 50;

/** `/company/syndicates`: the capacity providers behind the company's risk codes. */
export function SyndicatesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agreements.syndicates.title"));
  const { companyId, canManage } = useCatalogueCompany("manageSyndicates");
  const list = useListSearch();
  const query = useListSyndicatesQuery(
    { companyId: companyId ?? 0, search: list.searchText, page: list.page, perPage: PER_PAGE },
    { skip: companyId === null },
  );
  const [remove] = useDeleteSyndicateMutation();
  // `null`: closed; `"new"`: creating; a row: editing it.
  const [editing, setEditing] = useState<TSyndicateRow | "new" | null>(null);
  const rows = query.data?.data ?? [];

  const deleteRow = async (row: TSyndicateRow) => {
    if (companyId === null) return;
    if (!window.confirm(t("agreements.syndicates.confirmDelete", { name: row.name }))) return;
    const result = await remove({ companyId, syndicateId: row.id });
    if (!result.error) notifySuccess(t("agreements.syndicates.deleted"));
  };
  const newButton = canManage && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
      {t("agreements.syndicates.new")}
    </Button>
  );

  return (
    <ListLayout
      title={t("agreements.syndicates.title")}
      description={t("agreements.syndicates.description")}
      action={newButton}
      searchLabel={t("agreements.syndicates.search")}
      search={list.search}
      onSearch={list.setSearch}
    >
      <ListResults
        query={query}
        list={list}
        item={t("agreements.syndicates.item")}
        empty={t("agreements.syndicates.empty")}
        noMatch={t("agreements.syndicates.noMatch")}
        newButton={newButton}
        minWidth={620}
        head={
          <>
            <Table.Th>{t("agreements.syndicates.name")}</Table.Th>
            <Table.Th>{t("agreements.syndicates.capacity")}</Table.Th>
            <Table.Th>{t("agreements.syndicates.managingAgent")}</Table.Th>
            <Table.Th>{t("agreements.syndicates.status")}</Table.Th>
            {canManage && <Table.Th w={96} />}
          </>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td fw={600}>{row.name}</Table.Td>
            <Table.Td>
              {row.lloydsNumber
                ? t("agreements.syndicates.lloydsShort", { number: row.lloydsNumber })
                : row.insurerName}
            </Table.Td>
            <Table.Td>
              {row.managingAgent ?? (
                <Text span c="dimmed">
                  —
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={row.active ? "teal" : "gray"} radius="sm">
                {row.active
                  ? t("agreements.syndicates.active")
                  : t("agreements.syndicates.inactive")}
              </Badge>
            </Table.Td>
            {canManage && (
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t("agreements.actions.edit")}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t("agreements.actions.edit")} ${row.name}`}
                      onClick={() => setEditing(row)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t("agreements.actions.delete")}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t("agreements.actions.delete")} ${row.name}`}
                      onClick={() => deleteRow(row)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListResults>
      {companyId !== null && editing !== null && (
        <SyndicateModal
          companyId={companyId}
          syndicate={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListLayout>
  );
}
