import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { TDatasetSummary } from "@platform/domain/product-design/index";
import type { ProposalForm, Question } from "@platform/domain/proposal-form/index";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { move } from "../helpers.ts";
import { QuestionList } from "./QuestionList.tsx";

interface Props {
  form: ProposalForm;
  onChange: (form: ProposalForm) => void;
  datasets: TDatasetSummary[];
  readOnly: boolean;
  /** The live preview beside the editor. */
  preview: ReactNode;
}

const newSectionId = (form: ProposalForm) => {
  let n = form.sections.length + 1;
  while (form.sections.some((s) => s.id === `section${n}`)) n++;
  return `section${n}`;
};

/** Sections and their questions on the left, the form as brokers will see it on the right. */
export function FormDesigner({ form, onChange, datasets, readOnly, preview }: Props) {
  const { t } = useTranslation();
  const all = form.sections.flatMap((s) => s.questions);
  const setSection = (index: number, patch: Partial<ProposalForm["sections"][number]>) =>
    onChange({ sections: form.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)) });

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          {form.sections.map((section, index) => {
            const earlier: Question[] = form.sections.slice(0, index).flatMap((s) => s.questions);
            const own = new Set(section.questions.map((q) => q.name));
            return (
              <Card
                key={section.id}
                withBorder
                radius="md"
                padding="md"
                data-testid={`section-${section.id}`}
              >
                <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
                  <Stack gap={4} style={{ flex: 1 }}>
                    <TextInput
                      aria-label={t("rating.form.sectionTitle")}
                      placeholder={t("rating.form.sectionTitle")}
                      value={section.title}
                      readOnly={readOnly}
                      variant="unstyled"
                      fw={600}
                      styles={{
                        input: { fontWeight: 600, fontSize: "var(--mantine-font-size-md)" },
                      }}
                      onChange={(e) => setSection(index, { title: e.currentTarget.value })}
                    />
                    <Textarea
                      aria-label={t("rating.form.sectionDescription")}
                      placeholder={t("rating.form.sectionDescription")}
                      value={section.description ?? ""}
                      readOnly={readOnly}
                      variant="unstyled"
                      autosize
                      minRows={1}
                      size="xs"
                      onChange={(e) =>
                        setSection(index, { description: e.currentTarget.value || undefined })
                      }
                    />
                  </Stack>
                  {!readOnly && (
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("rating.form.moveSectionUp")}
                        disabled={index === 0}
                        onClick={() =>
                          onChange({ sections: move(form.sections, index, index - 1) })
                        }
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t("rating.form.moveSectionDown")}
                        disabled={index === form.sections.length - 1}
                        onClick={() =>
                          onChange({ sections: move(form.sections, index, index + 1) })
                        }
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("rating.form.deleteSection")}
                        disabled={form.sections.length === 1}
                        onClick={() =>
                          onChange({ sections: form.sections.filter((_, i) => i !== index) })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
                <QuestionList
                  questions={section.questions}
                  onChange={(questions) => setSection(index, { questions })}
                  datasets={datasets}
                  earlierOutside={earlier}
                  takenOutside={all.map((q) => q.name).filter((name) => !own.has(name))}
                  readOnly={readOnly}
                />
              </Card>
            );
          })}
          {!readOnly && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              style={{ alignSelf: "flex-start" }}
              onClick={() =>
                onChange({
                  sections: [
                    ...form.sections,
                    { id: newSectionId(form), title: t("rating.form.newSection"), questions: [] },
                  ],
                })
              }
            >
              {t("rating.form.addSection")}
            </Button>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs" pos={{ base: "static", md: "sticky" } as never} top={76}>
          <Title order={2} fz="sm" c="dimmed" tt="uppercase">
            {t("rating.form.preview")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("rating.form.previewHelp")}
          </Text>
          {preview}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
