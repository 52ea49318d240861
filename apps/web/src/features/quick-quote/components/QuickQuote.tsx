import "../../../i18n/strings/rating.ts";
import {
  Alert,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { validateAnswers } from "@platform/domain/proposal-form/index";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { australianStates } from "../../../domain.ts";
import { PremiumTable } from "../../../ui/premium/PremiumTable.tsx";
import { FormulaValue } from "../../../ui/proposal-form/FormulaValue.tsx";
import { type Answers, ProposalFormView } from "../../../ui/proposal-form/ProposalFormView.tsx";
import { type QuickQuoteTarget, useGetQuickQuoteQuery, useQuickQuoteMutation } from "../api.ts";

/** The quick quote calculator: the quick-quote questions, then the quick-quote formulas. */
export function QuickQuote({ target }: { target: QuickQuoteTarget }) {
  const { t } = useTranslation();
  const { data, error } = useGetQuickQuoteQuery(target);
  const [answers, setAnswers] = useState<Answers>({});
  const [checked, setChecked] = useState(false);
  const [state, setState] = useState<string | null>(null);
  const [quote, result] = useQuickQuoteMutation();
  const navigate = useNavigate();
  const validation = useMemo(
    () => (data ? validateAnswers(data.form, answers) : null),
    [data, answers],
  );

  if (error) return <Alert color="red">{t("rating.quickQuote.unavailable")}</Alert>;
  if (!data) return <Text c="dimmed">{t("common.loading")}</Text>;
  // An Australian product's taxes and duty need the insured's state: without it, no premium lines.
  const needsState = data.country === "AU" && !state;
  const submit = async () => {
    setChecked(true);
    if (!validation?.valid || needsState) return;
    await quote({ target, answers, ...(state ? { state } : {}) });
  };
  const errors = checked
    ? { ...(validation?.errors ?? {}), ...(result.data?.answerErrors ?? {}) }
    : {};
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <ProposalFormView
            form={data.form}
            value={answers}
            onChange={(next) => {
              setAnswers(next);
              result.reset();
            }}
            errors={errors}
          />
          {data.country === "AU" && (
            <Select
              label={t("rating.quickQuote.state")}
              description={t("rating.quickQuote.stateHint")}
              data={[...australianStates]}
              value={state}
              onChange={(value) => {
                setState(value);
                result.reset();
              }}
              required
              error={checked && needsState ? t("rating.quickQuote.stateRequired") : undefined}
              maw={{ base: "100%", sm: 320 }}
              data-testid="quick-quote-state"
            />
          )}
          <Group>
            <Button onClick={submit} loading={result.isLoading} data-testid="quick-quote-submit">
              {t("rating.quickQuote.calculate")}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg" data-testid="quick-quote-result">
          <Title order={2} fz="md" mb="sm">
            {t("rating.quickQuote.indication")}
          </Title>
          <Table withRowBorders={false} verticalSpacing={6}>
            <Table.Tbody>
              {data.formulas.map((f) => {
                const value = result.data?.formulas.find((r) => r.name === f.name)?.value ?? null;
                return (
                  <Table.Tr key={f.name}>
                    <Table.Td>{f.title}</Table.Td>
                    <Table.Td ta="right" fw={600} fz="lg">
                      {result.data ? <FormulaValue dataType={f.dataType} value={value} /> : "—"}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {result.data?.premium && (
            <>
              <Divider my="sm" label={t("rating.quickQuote.premiumLines")} labelPosition="left" />
              <PremiumTable premium={result.data.premium} testId="quick-quote-premium" />
            </>
          )}
          {result.data?.valid && !result.data.premium && result.data.premiumError && (
            <Text size="sm" c="dimmed" mt="sm" data-testid="quick-quote-premium-error">
              {result.data.premiumError}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            {t("rating.quickQuote.disclaimer")}
          </Text>
          {/* A broker carries the answers into the new risk flow (the router's location state). */}
          {target.kind === "broker" && result.data && (
            <Stack gap={4} mt="md">
              <Button
                variant="light"
                onClick={() =>
                  navigate(`/risks/new?package=${target.packageId}`, { state: { answers } })
                }
                data-testid="quick-quote-continue"
              >
                {t("rating.quickQuote.continue")}
              </Button>
              <Text size="xs" c="dimmed">
                {t("rating.quickQuote.continueHint")}
              </Text>
            </Stack>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
