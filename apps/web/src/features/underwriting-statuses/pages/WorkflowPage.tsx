import "../../../i18n/strings/workflow.ts";
import { Button, ColorSwatch, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TUnderwritingStatusView } from "@platform/domain/risks/workflow";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { OrderedRowActions } from "../../../ui/workflow/OrderedRowActions.tsx";
import { moveItem } from "../../../ui/workflow/reorder.ts";
import { WorkflowNav } from "../../../ui/workflow/WorkflowNav.tsx";
import {
  useListUnderwritingStatusesQuery,
  useReorderUnderwritingStatusesMutation,
} from "../api.ts";
import { DeleteStatusModal } from "../components/DeleteStatusModal.tsx";
import { StatusModal } from "../components/StatusModal.tsx";

/** `/company/workflow`: the company's underwriting statuses (SPEC §2 workflow configuration). */
export function WorkflowPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("workflow.statuses.title"));
  const { companyId, canManage } = useCatalogueCompany("manageWorkflow");
  const query = useListUnderwritingStatusesQuery(
    { companyId: companyId ?? 0 },
    { skip: companyId === null },
  );
  const [reorder, reordering] = useReorderUnderwritingStatusesMutation();
  const [editing, setEditing] = useState<TUnderwritingStatusView | "new" | null>(null);
  const [deleting, setDeleting] = useState<TUnderwritingStatusView | null>(null);
  const rows = query.data?.data ?? [];

  if (companyId === null) return <ErrorView status={404} item={t("workflow.statuses.item")} />;

  const move = async (index: number, delta: -1 | 1) => {
    const ids = moveItem(
      rows.map((row) => row.id),
      index,
      delta,
    );
    const result = await reorder({ companyId, ids });
    if (!result.error) notifySuccess(t("workflow.statuses.reordered"));
  };
  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
      {t("workflow.statuses.add")}
    </Button>
  );

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <WorkflowNav />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("workflow.statuses.title")}
          </Title>
          <Text c="dimmed">{t("workflow.statuses.description")}</Text>
          {!canManage && (
            <Text size="sm" c="dimmed">
              {t("workflow.statuses.readOnly")}
            </Text>
          )}
        </Stack>
        {addButton}
      </Group>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("workflow.statuses.item")}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel action={addButton || undefined}>{t("workflow.statuses.empty")}</EmptyPanel>
        ) : (
          <Stack gap="xs" aria-busy={reordering.isLoading}>
            {rows.map((row, index) => (
              <Paper key={row.id} withBorder radius="md" px="md" py="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <ColorSwatch color={row.colour} size={20} aria-hidden />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {row.name}
                      </Text>
                      {row.setOn && (
                        <Text size="xs" c="dimmed" data-testid="status-event">
                          {t(`workflow.statuses.rowEvents.${row.setOn}`)}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  {canManage && (
                    <OrderedRowActions
                      section="workflow.statuses"
                      name={row.name}
                      first={index === 0}
                      last={index === rows.length - 1}
                      busy={reordering.isLoading}
                      onMove={(delta) => void move(index, delta)}
                      onEdit={() => setEditing(row)}
                      onDelete={() => setDeleting(row)}
                    />
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryPanel>
      {editing !== null && (
        <StatusModal
          companyId={companyId}
          status={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting !== null && (
        <DeleteStatusModal
          companyId={companyId}
          status={deleting}
          others={rows.filter((row) => row.id !== deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Container>
  );
}
