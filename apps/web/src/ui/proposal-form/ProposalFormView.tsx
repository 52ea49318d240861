import "../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { ProposalForm, Question } from "@platform/domain/proposal-form/index";
import { conditionHolds } from "@platform/domain/proposal-form/index";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../countries.ts";
import { DateField } from "../DateField.tsx";

export type Answers = Record<string, unknown>;

interface Props {
  form: ProposalForm;
  value: Answers;
  onChange: (value: Answers) => void;
  /** Messages by dotted path (`vehicles.0.value`). */
  errors?: Record<string, string[]>;
  /** Options of dataset questions, when the form has not been resolved by the server. */
  datasetOptions?: (question: Question) => { value: string; label: string }[] | undefined;
  readOnly?: boolean;
}

const states = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "ACT", "NT"];
/** The fields of an address its JSON Schema requires (proposal-form/json-schema.ts). */
const addressRequired = ["line1", "city", "postcode", "country"];

/**
 * Renders a proposal form from its definition: every question type, conditional display,
 * repeating groups with add and remove. The designer's live preview and the quick quote use it.
 */
export function ProposalFormView({
  form,
  value,
  onChange,
  errors = {},
  datasetOptions,
  readOnly,
}: Props) {
  return (
    <Stack gap="lg">
      {form.sections.map((section) => (
        <Card key={section.id} withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb={section.description ? 4 : "md"}>
            {section.title}
          </Title>
          {section.description && (
            <Text size="sm" c="dimmed" mb="md">
              {section.description}
            </Text>
          )}
          <Stack gap="md">
            <Questions
              questions={section.questions}
              scope={value}
              onScope={onChange}
              errors={errors}
              prefix=""
              datasetOptions={datasetOptions}
              readOnly={readOnly}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

interface QuestionsProps {
  questions: readonly Question[];
  scope: Answers;
  onScope: (scope: Answers) => void;
  errors: Record<string, string[]>;
  prefix: string;
  datasetOptions?: Props["datasetOptions"];
  readOnly?: boolean;
}

function Questions({
  questions,
  scope,
  onScope,
  errors,
  prefix,
  datasetOptions,
  readOnly,
}: QuestionsProps) {
  return (
    <>
      {questions
        .filter((q) => conditionHolds(q.showWhen, scope))
        .map((q) => (
          <QuestionInput
            key={q.name}
            question={q}
            value={scope[q.name]}
            onChange={(next) => {
              const copy = { ...scope };
              if (next === undefined) delete copy[q.name];
              else copy[q.name] = next;
              onScope(copy);
            }}
            errors={errors}
            path={`${prefix}${q.name}`}
            datasetOptions={datasetOptions}
            readOnly={readOnly}
          />
        ))}
    </>
  );
}

interface QuestionProps {
  question: Question;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Record<string, string[]>;
  path: string;
  datasetOptions?: Props["datasetOptions"];
  readOnly?: boolean;
}

function QuestionInput({
  question: q,
  value,
  onChange,
  errors,
  path,
  datasetOptions,
  readOnly,
}: QuestionProps) {
  const { t } = useTranslation();
  const common = {
    label: q.label,
    description: q.help,
    required: q.required,
    error: errors[path]?.[0],
    readOnly,
    "data-question": q.name,
  };
  const numberOr = (v: string | number) =>
    v === "" ? undefined : typeof v === "number" ? v : Number(v);
  switch (q.type) {
    case "text":
      return (
        <TextInput
          {...common}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={String(value ?? "")}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      );
    case "number":
    case "currency":
    case "percentage":
      return (
        <NumberInput
          {...common}
          value={typeof value === "number" ? value : ""}
          onChange={(v) => onChange(numberOr(v))}
          min={q.min}
          max={q.max}
          prefix={q.type === "currency" ? "$" : undefined}
          suffix={q.type === "percentage" ? " %" : undefined}
          thousandSeparator={q.type === "currency" ? "," : undefined}
          decimalScale={q.type === "currency" ? 2 : undefined}
        />
      );
    case "date":
      return (
        <DateField
          {...common}
          value={String(value ?? "")}
          onChange={(next) => onChange(next || undefined)}
        />
      );
    case "yesNo":
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {q.label}
            {q.required && (
              <Text span c="red">
                {" *"}
              </Text>
            )}
          </Text>
          {q.help && (
            <Text size="xs" c="dimmed">
              {q.help}
            </Text>
          )}
          <SegmentedControl
            data-question={q.name}
            readOnly={readOnly}
            value={value === true ? "yes" : value === false ? "no" : ""}
            onChange={(v) => onChange(v === "yes")}
            data={[
              { value: "yes", label: t("rating.preview.yes") },
              { value: "no", label: t("rating.preview.no") },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
          {errors[path]?.[0] && (
            <Text size="xs" c="red">
              {errors[path]?.[0]}
            </Text>
          )}
        </Stack>
      );
    case "select":
    case "datasetOptions": {
      const data = q.options ?? datasetOptions?.(q) ?? [];
      return (
        <Select
          {...common}
          data={data}
          searchable={data.length > 8}
          value={typeof value === "string" ? value : null}
          onChange={(v) => onChange(v ?? undefined)}
          clearable={!q.required}
        />
      );
    }
    case "multiSelect":
      return (
        <MultiSelect
          {...common}
          data={q.options ?? []}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v.length ? v : undefined)}
          maxValues={q.max}
        />
      );
    case "address": {
      const address = (typeof value === "object" && value !== null ? value : {}) as Record<
        string,
        string
      >;
      const set = (field: string, v: string | null) => {
        const next = { ...address, [field]: v ?? "" };
        if (!v) delete next[field];
        onChange(Object.keys(next).length ? next : undefined);
      };
      // A required address left empty is one error on the question; a started one, per field.
      const whole = errors[path]?.[0];
      const err = (field: string) =>
        errors[`${path}.${field}`]?.[0] ??
        (whole && addressRequired.includes(field) ? true : undefined);
      const req = (field: string) => Boolean(q.required) && addressRequired.includes(field);
      return (
        <Stack gap="xs" data-question={q.name}>
          <Text size="sm" fw={500}>
            {q.label}
            {q.required && (
              <Text span c="red">
                {" *"}
              </Text>
            )}
          </Text>
          {q.help && (
            <Text size="xs" c="dimmed">
              {q.help}
            </Text>
          )}
          <TextInput
            label={t("rating.preview.line1")}
            required={req("line1")}
            value={address.line1 ?? ""}
            error={err("line1")}
            onChange={(e) => set("line1", e.currentTarget.value)}
          />
          <TextInput
            label={t("rating.preview.line2")}
            value={address.line2 ?? ""}
            error={err("line2")}
            onChange={(e) => set("line2", e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
            <TextInput
              label={t("rating.preview.city")}
              required={req("city")}
              value={address.city ?? ""}
              error={err("city")}
              onChange={(e) => set("city", e.currentTarget.value)}
            />
            <Select
              label={t("rating.preview.state")}
              data={states}
              value={address.state ?? null}
              error={err("state")}
              onChange={(v) => set("state", v)}
            />
            <TextInput
              label={t("rating.preview.postcode")}
              required={req("postcode")}
              value={address.postcode ?? ""}
              error={err("postcode")}
              onChange={(e) => set("postcode", e.currentTarget.value)}
            />
            <Select
              label={t("rating.preview.country")}
              required={req("country")}
              data={countryOptions}
              value={address.country ?? null}
              error={err("country")}
              onChange={(v) => set("country", v)}
            />
          </SimpleGrid>
          {whole && (
            <Text size="xs" c="red" role="alert">
              {whole}
            </Text>
          )}
        </Stack>
      );
    }
    case "group": {
      const items = Array.isArray(value) ? (value as Answers[]) : [];
      const setItems = (next: Answers[]) => onChange(next.length ? next : undefined);
      return (
        <Stack gap="xs" data-question={q.name}>
          <Text size="sm" fw={500}>
            {q.label}
            {q.required && (
              <Text span c="red">
                {" *"}
              </Text>
            )}
          </Text>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own
            <Card key={index} withBorder padding="sm" radius="sm">
              <Group justify="space-between" mb="xs">
                <Text size="xs" c="dimmed">
                  {t("rating.preview.item", { n: index + 1 })}
                </Text>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("rating.preview.removeItem")}
                    onClick={() => setItems(items.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <Stack gap="sm">
                <Questions
                  questions={q.questions ?? []}
                  scope={item}
                  onScope={(next) => setItems(items.map((x, i) => (i === index ? next : x)))}
                  errors={errors}
                  prefix={`${path}.${index}.`}
                  datasetOptions={datasetOptions}
                  readOnly={readOnly}
                />
              </Stack>
            </Card>
          ))}
          {errors[path]?.[0] && (
            <Text size="xs" c="red">
              {errors[path]?.[0]}
            </Text>
          )}
          {!readOnly && (q.max === undefined || items.length < q.max) && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              style={{ alignSelf: "flex-start" }}
              onClick={() => setItems([...items, {}])}
            >
              {t("rating.preview.addItem")}
            </Button>
          )}
        </Stack>
      );
    }
  }
}
