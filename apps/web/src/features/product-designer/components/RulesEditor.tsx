import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { ruleOutcomes, type TUnderwritingRule } from "@platform/domain/product-design/index";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormulaField } from "./FormulaField.tsx";

interface Props {
  rules: TUnderwritingRule[];
  onChange: (rules: TUnderwritingRule[]) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
  clauses: { id: number; name: string }[];
  /** The product's rule-message visibility for brokers (SPEC §6). */
  brokerSees?: { decline: boolean; endorsement: boolean; refer: boolean };
}

/** Underwriting rules: a condition, an outcome (refer, decline, endorsement) and a message. */
export function RulesEditor({ rules, onChange, errors, readOnly, clauses, brokerSees }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<TUnderwritingRule>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const err = (index: number, field: string) => errors[`rules.${index}.${field}`];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("rating.rules.help")}
      </Text>
      {rules.map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rules are edited in place, renames included
        <Card key={index} withBorder radius="md" padding="md" data-testid={`rule-${rule.name}`}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextInput
                  label={t("rating.rules.name")}
                  value={rule.name}
                  readOnly={readOnly}
                  error={err(index, "name")?.[0]}
                  onChange={(e) => set(index, { name: e.currentTarget.value })}
                  styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                />
                <Select
                  label={t("rating.rules.outcome")}
                  data={ruleOutcomes.map((o) => ({
                    value: o,
                    label: t(`rating.rules.outcomes.${o}`),
                  }))}
                  value={rule.outcome}
                  allowDeselect={false}
                  readOnly={readOnly}
                  onChange={(v) =>
                    v &&
                    set(index, {
                      outcome: v as TUnderwritingRule["outcome"],
                      clauseId: v === "endorsement" ? rule.clauseId : null,
                    })
                  }
                />
                {rule.outcome === "endorsement" && (
                  <Select
                    label={t("rating.rules.clause")}
                    data={clauses.map((c) => ({ value: String(c.id), label: c.name }))}
                    value={rule.clauseId === null ? null : String(rule.clauseId)}
                    readOnly={readOnly}
                    error={err(index, "clauseId")?.[0]}
                    onChange={(v) => set(index, { clauseId: v ? Number(v) : null })}
                  />
                )}
              </SimpleGrid>
              {!readOnly && (
                <ActionIcon
                  mt={24}
                  variant="subtle"
                  color="red"
                  aria-label={t("rating.rules.delete", { name: rule.name })}
                  onClick={() => onChange(rules.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <FormulaField
              label={t("rating.rules.condition")}
              description={t("rating.rules.conditionHelp")}
              name={rule.name}
              value={rule.formula}
              readOnly={readOnly}
              errors={err(index, "formula")}
              onChange={(formula) => set(index, { formula })}
            />
            <TextInput
              label={t("rating.rules.message")}
              description={
                brokerSees
                  ? brokerSees[rule.outcome]
                    ? t("rating.rules.brokersSee")
                    : t("rating.rules.brokersDoNotSee")
                  : undefined
              }
              value={rule.message}
              readOnly={readOnly}
              error={err(index, "message")?.[0]}
              onChange={(e) => set(index, { message: e.currentTarget.value })}
            />
          </Stack>
        </Card>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() =>
            onChange([
              ...rules,
              {
                name: `rule${rules.length + 1}`,
                formula: "",
                outcome: "refer",
                clauseId: null,
                message: "",
              },
            ])
          }
        >
          {t("rating.rules.add")}
        </Button>
      )}
    </Stack>
  );
}
