import "../../../i18n/strings/rating.ts";
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text } from "@mantine/core";
import type { TRatingView } from "@platform/domain/product-design/index";
import {
  type ProposalForm,
  type Question,
  validateAnswers,
  visibleAnswers,
} from "@platform/domain/proposal-form/index";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Answers, ProposalFormView } from "../../../ui/proposal-form/ProposalFormView.tsx";
import { useRatePreviewMutation, type VersionKey } from "../api.ts";
import { RatingResult } from "./RatingResult.tsx";

interface Props {
  versionKey: VersionKey;
  form: ProposalForm;
  answers: Answers;
  onAnswers: (answers: Answers) => void;
  datasetOptions?: (question: Question) => { value: string; label: string }[] | undefined;
  /** True while the form has unsaved changes (rating uses the saved design). */
  dirty: boolean;
  onSaveAsTestCase?: (answers: Answers, result: TRatingView) => void;
}

/**
 * The live preview: the form as it is being edited (answers checked in the browser with the
 * same schema the server uses), and the saved design's rating of those answers.
 */
export function FormPreview({
  versionKey,
  form,
  answers,
  onAnswers,
  datasetOptions,
  dirty,
  onSaveAsTestCase,
}: Props) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [rate, { data: result, isLoading, reset }] = useRatePreviewMutation();
  const validation = useMemo(() => validateAnswers(form, answers), [form, answers]);

  const run = async () => {
    setChecked(true);
    await rate({ ...versionKey, request: { answers: visibleAnswers(form, answers) } });
  };

  return (
    <Stack gap="md">
      <ProposalFormView
        form={form}
        value={answers}
        onChange={(next) => {
          onAnswers(next);
          reset();
        }}
        errors={checked ? validation.errors : {}}
        datasetOptions={datasetOptions}
      />
      <Group gap="sm">
        <Button onClick={run} loading={isLoading} data-testid="rate-preview">
          {t("rating.preview.rate")}
        </Button>
        <Button variant="default" onClick={() => onAnswers({})}>
          {t("rating.preview.clear")}
        </Button>
        {checked && (
          <Badge color={validation.valid ? "green" : "orange"} variant="light">
            {validation.valid
              ? t("rating.preview.answersValid")
              : t("rating.preview.answersInvalid")}
          </Badge>
        )}
      </Group>
      {dirty && (
        <Text size="xs" c="dimmed">
          {t("rating.preview.usesSaved")}
        </Text>
      )}
      {result && result.unanswered.length > 0 && (
        <Alert
          color="orange"
          title={t("rating.preview.unansweredTitle", { count: result.unanswered.length })}
          data-testid="rating-unanswered"
        >
          <Text size="sm" mb={4}>
            {t("rating.preview.unansweredHelp")}
          </Text>
          <List size="sm" spacing={2}>
            {result.unanswered.map((q) => (
              <List.Item key={q.name}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={() => focusQuestion(q.name)}
                >
                  {q.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result && result.unanswered.length === 0 && (
        <RatingResult
          result={result}
          onSaveAsTestCase={
            onSaveAsTestCase
              ? () => onSaveAsTestCase(visibleAnswers(form, answers), result)
              : undefined
          }
        />
      )}
    </Stack>
  );
}

/** Scrolls to a question of the preview and puts the cursor in its first field. */
function focusQuestion(name: string) {
  const element = document.querySelector<HTMLElement>(`[data-question="${CSS.escape(name)}"]`);
  if (!element) return;
  element.scrollIntoView({ block: "center", behavior: "smooth" });
  const input = element.matches("input, textarea, button")
    ? element
    : element.querySelector<HTMLElement>("input, textarea, button");
  input?.focus({ preventScroll: true });
}
