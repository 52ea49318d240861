import "../../../i18n/strings/companyEvents.ts";
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import type { TCompanyEventView } from "@platform/domain/company-events/schemas";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { ListPager } from "../../../ui/ListPager.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
  useDeleteCompanyEventMutation,
  useListCompanyEventsQuery,
  useListEventTypesQuery,
} from "../api.ts";
import { EventEditor } from "../EventEditor.tsx";
import { RunsPanel } from "../RunsPanel.tsx";

/** `/company/events`: the company's events and their actions (SPEC §2, ManageCompanyEvents). */
export function EventsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("companyEvents.title"));
  const { companyId, canManage } = useCatalogueCompany("manageCompanyEvents");
  if (companyId === null || !canManage) {
    return <ErrorView status={companyId === null ? 404 : 403} item={t("companyEvents.item")} />;
  }
  return <CompanyEvents companyId={companyId} />;
}

function CompanyEvents({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useListCompanyEventsQuery({ companyId, page });
  const types = useListEventTypesQuery({ companyId });
  const [editing, setEditing] = useState<TCompanyEventView | "new" | null>(null);
  const [deleting, setDeleting] = useState<TCompanyEventView | null>(null);
  const [remove, removing] = useDeleteCompanyEventMutation();
  const [tab, setTab] = useState<"events" | "runs">("events");
  const titleOf = (event: string) =>
    types.data?.find((type) => type.event === event)?.title ?? event;

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={560}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t("companyEvents.title")}
            </Title>
            <Text c="dimmed">{t("companyEvents.description")}</Text>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            disabled={!types.data}
          >
            {t("companyEvents.new")}
          </Button>
        </Group>
        <Tabs value={tab} onChange={(value) => setTab(value === "runs" ? "runs" : "events")}>
          <Tabs.List>
            <Tabs.Tab value="events">{t("companyEvents.tabs.events")}</Tabs.Tab>
            <Tabs.Tab value="runs">{t("companyEvents.tabs.runs")}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === "runs" && <RunsPanel companyId={companyId} titleOf={titleOf} />}
        {tab === "events" && (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("companyEvents.item")}
            onRetry={query.refetch}
          >
            {query.data?.data.length === 0 && <EmptyPanel>{t("companyEvents.empty")}</EmptyPanel>}
            {query.data?.data.map((event) => (
              <Paper key={event.id} withBorder radius="md" p="md" data-testid="company-event">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{event.name}</Text>
                      <Badge color={event.enabled ? "green" : "gray"} variant="light">
                        {event.enabled ? t("companyEvents.enabled") : t("companyEvents.disabled")}
                      </Badge>
                      {event.synchronous && (
                        <Badge variant="outline">{t("companyEvents.synchronous")}</Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {titleOf(event.event)}
                      {event.delaySeconds > 0 &&
                        ` · ${t("companyEvents.delay", { count: event.delaySeconds })}`}
                      {" · "}
                      {t("companyEvents.actionCount", { count: event.actions.length })}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {event.actions.map((a) => a.name).join(" → ")}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t("companyEvents.edit", { name: event.name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("companyEvents.edit", { name: event.name })}
                        onClick={() => setEditing(event)}
                        disabled={!types.data}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t("companyEvents.delete", { name: event.name })}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("companyEvents.delete", { name: event.name })}
                        onClick={() => setDeleting(event)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            ))}
            {query.data && <ListPager meta={query.data.meta} onChange={setPage} />}
          </QueryPanel>
        )}
        {editing && types.data && (
          <EventEditor
            companyId={companyId}
            event={editing === "new" ? null : editing}
            types={types.data}
            onClose={() => setEditing(null)}
          />
        )}
        {deleting && (
          <ConfirmModal
            opened
            title={t("companyEvents.deleteTitle")}
            body={t("companyEvents.deleteBody", { name: deleting.name })}
            confirmLabel={t("companyEvents.delete", { name: deleting.name })}
            loading={removing.isLoading}
            onCancel={() => setDeleting(null)}
            onConfirm={async () => {
              const result = await remove({ companyId, eventId: deleting.id });
              if (!result.error) notifySuccess(t("companyEvents.deleted", { name: deleting.name }));
              setDeleting(null);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
