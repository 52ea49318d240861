import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import {
  propertyDataTypes,
  type TPropertyFormula,
  type TUnderwritingFormula,
  underwritingDataTypes,
} from "@platform/domain/product-design/index";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { move } from "../helpers.ts";
import { FormulaField } from "./FormulaField.tsx";

type Kind = "propertyFormulas" | "underwritingFormulas";
type Formula = TPropertyFormula | TUnderwritingFormula;

interface Props<K extends Kind> {
  kind: K;
  formulas: K extends "propertyFormulas" ? TPropertyFormula[] : TUnderwritingFormula[];
  onChange: (formulas: Formula[]) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
  /** Names of questions, for the hint under the list. */
  questionNames: string[];
}

const blank = (kind: Kind, n: number): Formula =>
  kind === "propertyFormulas"
    ? {
        name: `formula${n}`,
        title: "",
        description: null,
        dataType: "currency",
        formula: "",
        overridable: false,
        required: false,
        showOnPremiumSummary: false,
        showOnQuickQuote: false,
      }
    : {
        name: `formula${n}`,
        title: "",
        description: null,
        dataType: "number",
        formula: "",
        overridable: false,
      };

/** Property formulas (every field of SPEC §3) or underwriting formulas, with save-time errors in place. */
export function FormulasEditor<K extends Kind>({
  kind,
  formulas,
  onChange,
  errors,
  readOnly,
  questionNames,
}: Props<K>) {
  const { t } = useTranslation();
  const list = formulas as Formula[];
  const types = kind === "propertyFormulas" ? propertyDataTypes : underwritingDataTypes;
  const set = (index: number, patch: Partial<TPropertyFormula>) =>
    onChange(list.map((f, i) => (i === index ? ({ ...f, ...patch } as Formula) : f)));
  const err = (index: number, field: string) => errors[`${kind}.${index}.${field}`];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t(
          kind === "propertyFormulas"
            ? "rating.formulas.propertyHelp"
            : "rating.formulas.underwritingHelp",
        )}{" "}
        {questionNames.length > 0 &&
          t("rating.formulas.questions", { names: questionNames.join(", ") })}
      </Text>
      {list.map((f, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: formulas are edited in place, renames included
        <Card key={index} withBorder radius="md" padding="md" data-testid={`formula-${f.name}`}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                <TextInput
                  label={t("rating.formulas.name")}
                  value={f.name}
                  readOnly={readOnly}
                  error={err(index, "name")?.[0]}
                  onChange={(e) => set(index, { name: e.currentTarget.value })}
                  styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                />
                <TextInput
                  label={t("rating.formulas.title")}
                  value={f.title}
                  readOnly={readOnly}
                  error={err(index, "title")?.[0]}
                  onChange={(e) => set(index, { title: e.currentTarget.value })}
                />
                <Select
                  label={t("rating.formulas.dataType")}
                  data={types.map((type) => ({
                    value: type,
                    label: t(`rating.dataTypes.${type}`),
                  }))}
                  value={f.dataType}
                  readOnly={readOnly}
                  allowDeselect={false}
                  onChange={(v) => v && set(index, { dataType: v as TPropertyFormula["dataType"] })}
                />
              </SimpleGrid>
              {!readOnly && (
                <Group gap={2} wrap="nowrap" mt={24}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("rating.formulas.moveUp")}
                    disabled={index === 0}
                    onClick={() => onChange(move(list, index, index - 1))}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("rating.formulas.moveDown")}
                    disabled={index === list.length - 1}
                    onClick={() => onChange(move(list, index, index + 1))}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("rating.formulas.delete", { name: f.name })}
                    onClick={() => onChange(list.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
            <TextInput
              label={t("rating.formulas.description")}
              value={f.description ?? ""}
              readOnly={readOnly}
              onChange={(e) => set(index, { description: e.currentTarget.value || null })}
            />
            <FormulaField
              label={t("rating.formulas.formula")}
              name={f.name}
              value={f.formula}
              readOnly={readOnly}
              errors={err(index, "formula")}
              onChange={(formula) => set(index, { formula })}
            />
            <Group gap="lg">
              <Checkbox
                label={t("rating.formulas.overridable")}
                checked={f.overridable}
                disabled={readOnly}
                onChange={(e) => set(index, { overridable: e.currentTarget.checked })}
              />
              {"required" in f && (
                <>
                  <Checkbox
                    label={t("rating.formulas.required")}
                    checked={f.required}
                    disabled={readOnly}
                    onChange={(e) => set(index, { required: e.currentTarget.checked })}
                  />
                  <Checkbox
                    label={t("rating.formulas.showOnPremiumSummary")}
                    checked={f.showOnPremiumSummary}
                    disabled={readOnly}
                    onChange={(e) => set(index, { showOnPremiumSummary: e.currentTarget.checked })}
                  />
                  <Checkbox
                    label={t("rating.formulas.showOnQuickQuote")}
                    checked={f.showOnQuickQuote}
                    disabled={readOnly}
                    onChange={(e) => set(index, { showOnQuickQuote: e.currentTarget.checked })}
                  />
                </>
              )}
            </Group>
            {err(index, "showOnQuickQuote") && (
              <Text size="xs" c="red">
                {err(index, "showOnQuickQuote")?.[0]}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => onChange([...list, blank(kind, list.length + 1)])}
        >
          {t("rating.formulas.add")}
        </Button>
      )}
    </Stack>
  );
}
