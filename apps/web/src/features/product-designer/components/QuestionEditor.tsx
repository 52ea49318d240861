import "../../../i18n/strings/rating.ts";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { identifierProblem } from "@platform/domain/identifier";
import type { TDatasetSummary } from "@platform/domain/product-design/index";
import {
  type Question,
  type QuestionType,
  questionTypes,
} from "@platform/domain/proposal-form/index";
import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { nameFromLabel } from "../helpers.ts";

interface Props {
  opened: boolean;
  question: Question | null;
  /** Questions before this one in scope: a condition may name them. */
  earlier: Question[];
  /** Names already used in scope (the question's own excepted). */
  takenNames: string[];
  datasets: TDatasetSummary[];
  inGroup?: boolean;
  onClose: () => void;
  onSave: (question: Question) => void;
  /** The list that edits a group's questions (QuestionList, which renders this editor). */
  GroupQuestions: ComponentType<GroupQuestionsProps>;
}

export interface GroupQuestionsProps {
  questions: Question[];
  onChange: (questions: Question[]) => void;
  datasets: TDatasetSummary[];
  inGroup: true;
}

const optionsToText = (q: Question) =>
  (q.options ?? [])
    .map((o) => (o.value === o.label ? o.value : `${o.value} = ${o.label}`))
    .join("\n");
const textToOptions = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, ...rest] = line.split("=");
      const v = value!.trim();
      return { value: v, label: rest.join("=").trim() || v };
    });

const numeric: QuestionType[] = ["number", "currency", "percentage"];

/** One question's settings; modals never close on an outside click or Escape (SPEC §2). */
export function QuestionEditor({
  opened,
  question,
  earlier,
  takenNames,
  datasets,
  inGroup,
  onClose,
  onSave,
  GroupQuestions,
}: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState<Question>(question ?? { name: "", type: "text", label: "" });
  const [nameTouched, setNameTouched] = useState(Boolean(question));
  const [optionsText, setOptionsText] = useState(question ? optionsToText(question) : "");
  useEffect(() => {
    if (!opened) return;
    setQ(question ?? { name: "", type: "text", label: "" });
    setNameTouched(Boolean(question));
    setOptionsText(question ? optionsToText(question) : "");
  }, [opened, question]);

  const set = (patch: Partial<Question>) => setQ((current) => ({ ...current, ...patch }));
  const nameError = !q.name
    ? t("rating.form.nameRequired")
    : (identifierProblem(q.name) ??
      (takenNames.includes(q.name) ? t("rating.form.nameTaken") : null));
  const labelError = q.label.trim() ? null : t("rating.form.labelRequired");
  const condition = earlier.find((e) => e.name === q.showWhen?.question);
  const dataset = datasets.find((d) => d.name === q.dataset?.name);
  const types = inGroup ? questionTypes.filter((type) => type !== "group") : questionTypes;

  const save = () => {
    if (nameError || labelError) return;
    const clean: Question = { name: q.name, type: q.type, label: q.label.trim() };
    if (q.help?.trim()) clean.help = q.help.trim();
    if (q.required) clean.required = true;
    if (q.quickQuote) clean.quickQuote = true;
    if (q.min !== undefined && q.type !== "yesNo") clean.min = q.min;
    if (q.max !== undefined && q.type !== "yesNo") clean.max = q.max;
    if (q.type === "select" || q.type === "multiSelect") clean.options = textToOptions(optionsText);
    if (q.type === "datasetOptions" && q.dataset) clean.dataset = q.dataset;
    if (q.type === "group") clean.questions = q.questions ?? [];
    if (q.showWhen?.question) clean.showWhen = q.showWhen;
    onSave(clean);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={question ? t("rating.form.editQuestion") : t("rating.form.newQuestion")}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="sm">
        <TextInput
          label={t("rating.form.label")}
          required
          data-autofocus
          value={q.label}
          error={labelError && q.label !== "" ? labelError : undefined}
          onChange={(e) => {
            const label = e.currentTarget.value;
            set(nameTouched ? { label } : { label, name: nameFromLabel(label) });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("rating.form.name")}
            description={t("rating.form.nameHelp")}
            required
            value={q.name}
            error={q.name || nameTouched ? nameError : undefined}
            onChange={(e) => {
              setNameTouched(true);
              set({ name: e.currentTarget.value });
            }}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Select
            label={t("rating.form.type")}
            data={types.map((type) => ({ value: type, label: t(`rating.types.${type}`) }))}
            value={q.type}
            allowDeselect={false}
            onChange={(v) => v && set({ type: v as QuestionType })}
          />
        </SimpleGrid>
        <Textarea
          label={t("rating.form.help")}
          autosize
          minRows={1}
          value={q.help ?? ""}
          onChange={(e) => set({ help: e.currentTarget.value })}
        />
        {q.type !== "yesNo" &&
          q.type !== "select" &&
          q.type !== "datasetOptions" &&
          q.type !== "address" &&
          q.type !== "date" && (
            <SimpleGrid cols={2}>
              <NumberInput
                label={numeric.includes(q.type) ? t("rating.form.min") : t("rating.form.minCount")}
                value={q.min ?? ""}
                onChange={(v) => set({ min: v === "" ? undefined : Number(v) })}
              />
              <NumberInput
                label={numeric.includes(q.type) ? t("rating.form.max") : t("rating.form.maxCount")}
                value={q.max ?? ""}
                onChange={(v) => set({ max: v === "" ? undefined : Number(v) })}
              />
            </SimpleGrid>
          )}
        {(q.type === "select" || q.type === "multiSelect") && (
          <Textarea
            label={t("rating.form.options")}
            description={t("rating.form.optionsHelp")}
            autosize
            minRows={3}
            value={optionsText}
            onChange={(e) => setOptionsText(e.currentTarget.value)}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
        )}
        {q.type === "datasetOptions" && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t("rating.form.dataset")}
              data={datasets.map((d) => d.name)}
              value={q.dataset?.name ?? null}
              onChange={(v) =>
                set({
                  dataset: v
                    ? {
                        name: v,
                        valueColumn: datasets.find((d) => d.name === v)?.columns[0]?.name ?? "",
                      }
                    : undefined,
                })
              }
            />
            <Select
              label={t("rating.form.valueColumn")}
              data={dataset?.columns.map((c) => c.name) ?? []}
              value={q.dataset?.valueColumn ?? null}
              onChange={(v) => q.dataset && v && set({ dataset: { ...q.dataset, valueColumn: v } })}
            />
            <Select
              label={t("rating.form.labelColumn")}
              data={dataset?.columns.map((c) => c.name) ?? []}
              value={q.dataset?.labelColumn ?? null}
              clearable
              onChange={(v) =>
                q.dataset && set({ dataset: { ...q.dataset, labelColumn: v ?? undefined } })
              }
            />
          </SimpleGrid>
        )}
        {q.type === "group" && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("rating.form.groupQuestions")}
            </Text>
            <GroupQuestions
              questions={q.questions ?? []}
              onChange={(questions) => set({ questions })}
              datasets={datasets}
              inGroup
            />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("rating.form.showWhen")}
            placeholder={t("rating.form.always")}
            data={earlier
              .filter((e) => e.type !== "group" && e.type !== "address")
              .map((e) => ({ value: e.name, label: e.label }))}
            value={q.showWhen?.question ?? null}
            clearable
            onChange={(v) =>
              set({
                showWhen: v
                  ? {
                      question: v,
                      equals: earlier.find((e) => e.name === v)?.type === "yesNo" ? true : "",
                    }
                  : undefined,
              })
            }
          />
          {q.showWhen &&
            (condition?.type === "yesNo" ? (
              <Select
                label={t("rating.form.equals")}
                data={[
                  { value: "true", label: t("rating.preview.yes") },
                  { value: "false", label: t("rating.preview.no") },
                ]}
                value={String(q.showWhen.equals)}
                allowDeselect={false}
                onChange={(v) =>
                  q.showWhen && set({ showWhen: { ...q.showWhen, equals: v === "true" } })
                }
              />
            ) : condition?.options ? (
              <Select
                label={t("rating.form.equals")}
                data={condition.options}
                value={String(q.showWhen.equals)}
                onChange={(v) =>
                  q.showWhen && set({ showWhen: { ...q.showWhen, equals: v ?? "" } })
                }
              />
            ) : (
              <TextInput
                label={t("rating.form.equals")}
                value={String(q.showWhen.equals)}
                onChange={(e) => {
                  const raw = e.currentTarget.value;
                  const asNumber =
                    numeric.includes(condition?.type ?? "text") &&
                    raw !== "" &&
                    !Number.isNaN(Number(raw));
                  if (q.showWhen)
                    set({ showWhen: { ...q.showWhen, equals: asNumber ? Number(raw) : raw } });
                }}
              />
            ))}
        </SimpleGrid>
        <Group gap="xl">
          <Switch
            label={t("rating.form.required")}
            checked={Boolean(q.required)}
            onChange={(e) => set({ required: e.currentTarget.checked })}
          />
          {!inGroup && (
            <Switch
              label={t("rating.form.quickQuote")}
              checked={Boolean(q.quickQuote)}
              onChange={(e) => set({ quickQuote: e.currentTarget.checked })}
            />
          )}
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={save} disabled={Boolean(nameError || labelError)}>
            {t("rating.form.apply")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
