import "../../../i18n/strings/agreements.ts";
import {
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { sharesTotal100 } from "@platform/domain/binding-agreements/split";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField.tsx";
import { emptyShare, type RiskCodeValues } from "./riskCodeValues.ts";
import { RemoveShareButton, SharesFooter } from "./ShareControls.tsx";

interface Props {
  form: UseFormReturnType<RiskCodeValues>;
  index: number;
  syndicateOptions: { value: string; label: string }[];
  readOnly: boolean;
}

/** One reinsurance period: its dates and the syndicates sharing its capacity, with a live total. */
export function PeriodEditor({ form, index, syndicateOptions, readOnly }: Props) {
  const { t } = useTranslation();
  const path = `periods.${index}`;
  const period = form.values.periods[index]!;
  const percents = period.syndicates.map((share) => share.capacityProviderPercentage);
  const complete = percents.every((p) => typeof p === "number");
  const total = percents.reduce<number>((sum, p) => sum + (typeof p === "number" ? p : 0), 0);
  const totalIsRight = complete && sharesTotal100(percents as number[]);
  // The array's own error (e.g. none chosen); the total message is shown live below instead.
  const listError = form.errors[`${path}.syndicates`];
  const chosen = new Set(period.syndicates.map((share) => share.syndicateId));

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg">
            {t("agreements.riskCodes.period", { number: index + 1 })}
          </Title>
          {!readOnly && form.values.periods.length > 1 && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={() => form.removeListItem("periods", index)}
            >
              {t("agreements.riskCodes.removePeriod")}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={520}>
          <DateField
            label={t("agreements.riskCodes.dateFrom")}
            required
            readOnly={readOnly}
            {...form.getInputProps(`${path}.dateFrom`)}
          />
          <DateField
            label={t("agreements.riskCodes.dateTo")}
            required
            readOnly={readOnly}
            minDate={period.dateFrom}
            {...form.getInputProps(`${path}.dateTo`)}
          />
        </SimpleGrid>
        <Stack gap="xs">
          {period.syndicates.map((share, row) => {
            const rowPath = `${path}.syndicates.${row}`;
            return (
              <Grid key={share.key} gutter="xs" align="flex-end">
                <Grid.Col span={{ base: 10, sm: 5 }}>
                  <Select
                    label={t("agreements.riskCodes.syndicate")}
                    data={syndicateOptions.map((option) => ({
                      ...option,
                      disabled: option.value !== share.syndicateId && chosen.has(option.value),
                    }))}
                    searchable
                    readOnly={readOnly}
                    {...form.getInputProps(`${rowPath}.syndicateId`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }} order={{ base: 3, sm: 2 }}>
                  <NumberInput
                    label={t("agreements.riskCodes.capacityProvider")}
                    min={0}
                    max={100}
                    decimalScale={4}
                    readOnly={readOnly}
                    {...form.getInputProps(`${rowPath}.capacityProviderPercentage`)}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }} order={{ base: 4, sm: 3 }}>
                  <NumberInput
                    label={t("agreements.riskCodes.grossPremiumCommission")}
                    min={0}
                    max={100}
                    decimalScale={4}
                    readOnly={readOnly}
                    {...form.getInputProps(`${rowPath}.grossPremiumCommissionPercentage`)}
                  />
                </Grid.Col>
                {!readOnly && (
                  <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 2, sm: 4 }} pb={2}>
                    <RemoveShareButton
                      disabled={period.syndicates.length === 1}
                      onClick={() => form.removeListItem(`${path}.syndicates`, row)}
                    />
                  </Grid.Col>
                )}
              </Grid>
            );
          })}
        </Stack>
        <SharesFooter
          readOnly={readOnly}
          onAdd={() => form.insertListItem(`${path}.syndicates`, emptyShare())}
          total={total}
          totalIsRight={totalIsRight}
          testId={`period-total-${index}`}
          listError={listError}
        />
      </Stack>
    </Paper>
  );
}
