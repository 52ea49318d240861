import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import type { TRatingView } from "@platform/domain/product-design/index";
import {
  type ProposalForm,
  type Question,
  validateAnswers,
  visibleAnswers,
} from "@platform/domain/proposal-form/index";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormulaValue } from "../../../ui/proposal-form/FormulaValue.tsx";
import { type Answers, ProposalFormView } from "../../../ui/proposal-form/ProposalFormView.tsx";
import { useRatePreviewMutation, type VersionKey } from "../api.ts";

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
      {result && (
        <Card withBorder radius="md" padding="md" data-testid="rating-result">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{t("rating.preview.result")}</Text>
            <Badge
              color={
                result.outcome === "quote" ? "green" : result.outcome === "refer" ? "yellow" : "red"
              }
            >
              {t(`rating.outcomes.${result.outcome}`)}
            </Badge>
          </Group>
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {result.propertyFormulas.map((f) => (
                <Table.Tr key={f.name} data-formula={f.name}>
                  <Table.Td>{f.title}</Table.Td>
                  <Table.Td ta="right">
                    <FormulaValue dataType={f.dataType} value={f.value} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {result.underwritingFormulas.map((f) => (
                <Table.Tr key={f.name} data-formula={f.name}>
                  <Table.Td c="dimmed">{f.title}</Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    <FormulaValue dataType={f.dataType} value={f.value} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {result.premium && (
                <>
                  <Table.Tr>
                    <Table.Td fw={500}>{t("rating.premium.grossPremium")}</Table.Td>
                    <Table.Td ta="right" fw={500}>
                      <FormulaValue dataType="currency" value={result.premium.grossPremium} />
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td fw={600}>{t("rating.premium.amountPayable")}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      <FormulaValue dataType="currency" value={result.premium.amountPayable} />
                    </Table.Td>
                  </Table.Tr>
                </>
              )}
            </Table.Tbody>
          </Table>
          {result.rules
            .filter((r) => r.fired)
            .map((r) => (
              <Alert key={r.name} color={r.outcome === "decline" ? "red" : "yellow"} mt="xs" p="xs">
                <Text size="sm">{r.message}</Text>
              </Alert>
            ))}
          {result.errors.length > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              {result.errors.map((e) => `${e.formula}: ${e.message}`).join(" · ")}
            </Text>
          )}
          {onSaveAsTestCase && (
            <Button
              variant="subtle"
              size="xs"
              mt="xs"
              onClick={() => onSaveAsTestCase(visibleAnswers(form, answers), result)}
            >
              {t("rating.preview.saveAsTestCase")}
            </Button>
          )}
        </Card>
      )}
    </Stack>
  );
}
