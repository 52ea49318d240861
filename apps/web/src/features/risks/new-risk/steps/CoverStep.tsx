import "../../../../i18n/strings/risks.ts";
import { Group, NumberInput, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../../ui/DateField.tsx";
import { formatIsoDate } from "../../../../ui/formatDate.ts";
import { expiryOf } from "../../format.ts";
import type { FlowValues } from "../flow.ts";

/** Step 2: inception date and term (the server checks them against the product's limits). */
export function CoverStep({ form }: { form: UseFormReturnType<FlowValues> }) {
  const { t } = useTranslation();
  const { inceptionDate, termMonths } = form.values;
  const term = Number(termMonths);
  const showExpiry =
    /^\d{4}-\d{2}-\d{2}$/.test(inceptionDate) && Number.isInteger(term) && term > 0;
  return (
    <Stack gap="md" maw={520}>
      <Group grow align="flex-start" wrap="wrap">
        <DateField
          label={t("risks.flow.inceptionDate")}
          required
          miw={200}
          {...form.getInputProps("inceptionDate")}
        />
        <NumberInput
          label={t("risks.flow.termMonths")}
          description={t("risks.flow.termHint")}
          required
          min={1}
          max={60}
          allowDecimal={false}
          clampBehavior="none"
          miw={200}
          {...form.getInputProps("termMonths")}
        />
      </Group>
      {showExpiry && (
        <Text size="sm" c="dimmed" data-testid="expiry-date">
          {t("risks.flow.expiry", { date: formatIsoDate(expiryOf(inceptionDate, term)) })}
        </Text>
      )}
    </Stack>
  );
}
