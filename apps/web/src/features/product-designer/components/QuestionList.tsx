import "../../../i18n/strings/rating.ts";
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import type { TDatasetSummary } from "@platform/domain/product-design/index";
import type { Question } from "@platform/domain/proposal-form/index";
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { move } from "../helpers.ts";
import { QuestionEditor } from "./QuestionEditor.tsx";

interface Props {
  questions: Question[];
  onChange: (questions: Question[]) => void;
  datasets: TDatasetSummary[];
  inGroup?: boolean;
  /** Questions of earlier sections (conditions may name them). */
  earlierOutside?: Question[];
  /** Names used elsewhere on the form. */
  takenOutside?: string[];
  readOnly?: boolean;
}

/**
 * Questions in order: drag a row by its handle to move it (HTML drag and drop), or use the
 * arrow buttons from the keyboard; click to edit.
 */
export function QuestionList({
  questions,
  onChange,
  datasets,
  inGroup,
  earlierOutside = [],
  takenOutside = [],
  readOnly,
}: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const index = editing === "new" ? questions.length : (editing ?? 0);
  const names = questions.map((q) => q.name);

  return (
    <Stack gap={6}>
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("rating.form.noQuestions")}
        </Text>
      )}
      {questions.map((q, i) => (
        <Paper
          key={q.name}
          withBorder
          radius="sm"
          px="xs"
          py={6}
          data-testid={`question-${q.name}`}
          draggable={!readOnly}
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = "move";
            e.dataTransfer.setData("text/plain", q.name);
          }}
          onDragOver={(e) => {
            if (dragging === null) return;
            e.preventDefault();
            setOver(i);
          }}
          onDragLeave={() => setOver((current) => (current === i ? null : current))}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null && dragging !== i) onChange(move(questions, dragging, i));
            setDragging(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          style={{
            cursor: readOnly ? undefined : "grab",
            opacity: dragging === i ? 0.5 : 1,
            borderColor: over === i && dragging !== i ? "var(--mantine-color-blue-5)" : undefined,
          }}
        >
          <Group gap="xs" wrap="nowrap">
            {!readOnly && (
              <IconGripVertical size={16} color="var(--mantine-color-dimmed)" aria-hidden />
            )}
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {q.label}
                {q.required && (
                  <Text span c="red">
                    {" *"}
                  </Text>
                )}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed" ff="monospace">
                  {q.name}
                </Text>
                <Badge size="xs" variant="light">
                  {t(`rating.types.${q.type}`)}
                </Badge>
                {q.quickQuote && (
                  <Badge size="xs" variant="light" color="teal">
                    {t("rating.form.quickQuoteBadge")}
                  </Badge>
                )}
                {q.showWhen && (
                  <Badge size="xs" variant="light" color="grape">
                    {t("rating.form.conditional", { question: q.showWhen.question })}
                  </Badge>
                )}
              </Group>
            </Stack>
            {!readOnly && (
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t("rating.form.moveUp", { label: q.label })}
                  disabled={i === 0}
                  onClick={() => onChange(move(questions, i, i - 1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("rating.form.moveDown", { label: q.label })}
                  disabled={i === questions.length - 1}
                  onClick={() => onChange(move(questions, i, i + 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <Tooltip label={t("rating.form.editQuestion")}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("rating.form.edit", { label: q.label })}
                    onClick={() => setEditing(i)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("rating.form.delete", { label: q.label })}
                  onClick={() => onChange(questions.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            )}
          </Group>
        </Paper>
      ))}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: "flex-start" }}
          onClick={() => setEditing("new")}
        >
          {t("rating.form.addQuestion")}
        </Button>
      )}
      <QuestionEditor
        opened={editing !== null}
        question={editing === null || editing === "new" ? null : (questions[editing] ?? null)}
        earlier={[...(inGroup ? [] : earlierOutside), ...questions.slice(0, index)]}
        takenNames={[...takenOutside, ...names.filter((_, j) => j !== editing)]}
        datasets={datasets}
        inGroup={inGroup}
        GroupQuestions={QuestionList}
        onClose={() => setEditing(null)}
        onSave={(question) => {
          onChange(
            editing === "new"
              ? [...questions, question]
              : questions.map((q, j) => (j === editing ? question : q)),
          );
          setEditing(null);
        }}
      />
    </Stack>
  );
}
