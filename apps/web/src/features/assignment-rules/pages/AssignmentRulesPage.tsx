import "../../../i18n/strings/workflow.ts";
import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TAssignmentRuleView } from "@platform/domain/risks/workflow";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type InsuranceClassId, insuranceClassNames } from "../../../domain.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { OrderedRowActions } from "../../../ui/workflow/OrderedRowActions.tsx";
import { moveItem } from "../../../ui/workflow/reorder.ts";
import { WorkflowNav } from "../../../ui/workflow/WorkflowNav.tsx";
import {
  useDeleteAssignmentRuleMutation,
  useListAssignmentRulesQuery,
  useReorderAssignmentRulesMutation,
  useRuleBrokerageOptionsQuery,
  useRuleProductOptionsQuery,
} from "../api.ts";
import { RuleModal } from "../components/RuleModal.tsx";
import { type ConditionLabels, summariseConditions } from "../conditions.ts";

const money = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  maximumFractionDigits: 2,
});

/** `/company/assignment-rules`: who referred risks are assigned to (SPEC §1). */
export function AssignmentRulesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("workflow.rules.title"));
  const { companyId, canManage } = useCatalogueCompany("manageWorkflow");
  const skip = companyId === null || !canManage;
  const query = useListAssignmentRulesQuery({ companyId: companyId ?? 0 }, { skip });
  const products = useRuleProductOptionsQuery(companyId ?? 0, { skip });
  const brokerages = useRuleBrokerageOptionsQuery(companyId ?? 0, { skip });
  const [reorder, reordering] = useReorderAssignmentRulesMutation();
  const [remove] = useDeleteAssignmentRuleMutation();
  const [editing, setEditing] = useState<TAssignmentRuleView | "new" | null>(null);
  const rows = query.data?.data ?? [];

  if (companyId === null) return <ErrorView status={404} item={t("workflow.rules.item")} />;
  if (!canManage) return <ErrorView status={403} serverMessage={t("workflow.rules.forbidden")} />;

  const nameOf = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((item) => item.id === id)?.name ?? `#${id}`;
  const labels: ConditionLabels = {
    product: (id) => nameOf(products.data, id),
    className: (id) => insuranceClassNames[id as InsuranceClassId] ?? `#${id}`,
    brokerage: (id) => nameOf(brokerages.data, id),
    money: (amount) => money.format(amount),
    premiumFrom: (amount) => t("workflow.rules.premiumFrom", { amount }),
    premiumTo: (amount) => t("workflow.rules.premiumTo", { amount }),
    premiumBetween: (min, max) => t("workflow.rules.premiumBetween", { min, max }),
  };
  const move = async (index: number, delta: -1 | 1) => {
    const ids = moveItem(
      rows.map((row) => row.id),
      index,
      delta,
    );
    await reorder({ companyId, ids });
  };
  const deleteRule = async (rule: TAssignmentRuleView) => {
    if (!window.confirm(t("workflow.rules.confirmDelete", { name: rule.name }))) return;
    const result = await remove({ companyId, ruleId: rule.id });
    if (!result.error) notifySuccess(t("workflow.rules.deleted", { name: rule.name }));
  };
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
      {t("workflow.rules.add")}
    </Button>
  );

  return (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <WorkflowNav />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md">
        <Stack gap={4} maw={560}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t("workflow.rules.title")}
          </Title>
          <Text c="dimmed">{t("workflow.rules.description")}</Text>
        </Stack>
        {addButton}
      </Group>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error}
        item={t("workflow.rules.item")}
        onRetry={query.refetch}
      >
        {rows.length === 0 ? (
          <EmptyPanel action={addButton}>{t("workflow.rules.empty")}</EmptyPanel>
        ) : (
          <Stack gap="xs" aria-busy={reordering.isLoading}>
            {rows.map((row, index) => {
              const parts = summariseConditions(row.conditions, labels);
              return (
                <Paper key={row.id} withBorder radius="md" px="md" py="sm">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text c="dimmed" size="sm">
                          {index + 1}.
                        </Text>
                        <Text fw={600}>{row.name}</Text>
                        <Badge variant="light" color={row.active ? "teal" : "gray"} radius="sm">
                          {row.active ? t("workflow.rules.active") : t("workflow.rules.inactive")}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {parts.length === 0 ? t("workflow.rules.anyRisk") : parts.join(" · ")}
                      </Text>
                      <Text size="sm">→ {row.underwriters.map((u) => u.name).join(", ")}</Text>
                    </Stack>
                    <OrderedRowActions
                      section="workflow.rules"
                      name={row.name}
                      first={index === 0}
                      last={index === rows.length - 1}
                      busy={reordering.isLoading}
                      onMove={(delta) => void move(index, delta)}
                      onEdit={() => setEditing(row)}
                      onDelete={() => void deleteRule(row)}
                    />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </QueryPanel>
      {editing !== null && (
        <RuleModal
          companyId={companyId}
          rule={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Container>
  );
}
