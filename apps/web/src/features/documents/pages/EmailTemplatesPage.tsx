import { ActionIcon, Anchor, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { formatDate } from "../../../ui/formatDate.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { recipientLabel } from "../components/RecipientsInput.tsx";
import { TemplateListShell } from "../components/TemplateListShell.tsx";
import {
  type TEmailTemplateView,
  useDeleteEmailTemplateMutation,
  useListEmailTemplatesQuery,
} from "../emailApi.ts";

const PER_PAGE = 50;

/** `/company/email-templates`: what the outbox sends when a quote is issued, a policy bound, … */
export function EmailTemplatesPage() {
  useDocumentTitle("Email templates");
  const { companyId, canManage } = useCatalogueCompany("manageDocuments");
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const searchText = debounced.trim() || undefined;
  const [paging, setPaging] = useState({ searchText, page: 1 });
  const page = paging.searchText === searchText ? paging.page : 1;
  const query = useListEmailTemplatesQuery(
    { companyId: companyId ?? 0, search: searchText, page, perPage: PER_PAGE },
    { skip: companyId === null || !canManage },
  );
  const [remove, removing] = useDeleteEmailTemplateMutation();
  const [deleting, setDeleting] = useState<TEmailTemplateView | null>(null);
  const rows = query.data?.data ?? [];

  const confirmDelete = async () => {
    if (!deleting || companyId === null) return;
    const result = await remove({ companyId, templateId: deleting.id });
    if (!("error" in result)) notifySuccess("Email template deleted");
    setDeleting(null);
  };

  return (
    <TemplateListShell
      title="Email templates"
      description="The emails sent to brokers, insureds and underwriters when a quote is issued or a policy bound."
      newLabel="New email template"
      newPath="/company/email-templates/new"
      canManage={canManage}
      searchLabel="Search email templates"
      search={search}
      onSearch={setSearch}
      lastPage={query.data?.meta.lastPage ?? 1}
      page={page}
      onPage={(next) => setPaging({ searchText, page: next })}
    >
      <QueryPanel
        isLoading={query.isLoading}
        error={canManage ? query.error : { status: 403 }}
        item="email templates"
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel>
            {searchText ? "No email template matches this search." : "No email templates yet."}
          </EmptyPanel>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Recipients</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/company/email-templates/${row.id}`}>
                        {row.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={1} ff="monospace">
                        {row.subject}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.recipients.map(recipientLabel).join(", ")}</Text>
                    </Table.Td>
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
                    <Table.Td>
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${row.name}`}
                          onClick={() => setDeleting(row)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryPanel>
      <ConfirmModal
        opened={deleting !== null}
        title="Delete email template"
        body={`Delete "${deleting?.name ?? ""}"? This cannot be undone.`}
        confirmLabel="Delete"
        loading={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </TemplateListShell>
  );
}
