import { Anchor, Badge, Group, Table } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useListDocumentTemplatesQuery } from "../api.ts";
import { TemplateListShell } from "../components/TemplateListShell.tsx";

const PER_PAGE = 50;

/** `/company/document-templates`: quotation, schedule and certificate templates. */
export function DocumentTemplatesPage() {
  useDocumentTitle("Document templates");
  const { companyId, canManage } = useCatalogueCompany("manageDocuments");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const searchText = debounced.trim() || undefined;
  const [paging, setPaging] = useState({ searchText, page: 1 });
  const page = paging.searchText === searchText ? paging.page : 1;
  const query = useListDocumentTemplatesQuery(
    { companyId: companyId ?? 0, search: searchText, page, perPage: PER_PAGE },
    { skip: companyId === null || !canManage },
  );
  const rows = query.data?.data ?? [];
  return (
    <TemplateListShell
      title="Document templates"
      description="Quotations, schedules and certificates generated for your risks."
      newLabel="New template"
      newPath="/company/document-templates/new"
      canManage={canManage}
      searchLabel="Search document templates"
      search={search}
      onSearch={setSearch}
      lastPage={query.data?.meta.lastPage ?? 1}
      page={page}
      onPage={(next) => setPaging({ searchText, page: next })}
    >
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item="document templates"
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel>
            {searchText ? "No template matches this search." : "No document templates yet."}
          </EmptyPanel>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/document-templates/${row.id}`}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.type === "combined" ? "Combined" : "Single"}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {row.tags.map((tag) => (
                          <Badge key={tag} variant="light">
                            {tag}
                          </Badge>
                        ))}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDate(row.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryPanel>
    </TemplateListShell>
  );
}
