import "../../../i18n/strings/agreements.ts";
import {
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { sharesTotal100 } from "@platform/domain/binding-agreements/split";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { insuranceClassNames } from "../../../domain.ts";
import { type AgreementPeriodValues, emptyQuotaShare, sharesTotal } from "./periodValues.ts";
import { RemoveShareButton, SharesFooter } from "./ShareControls.tsx";

export type Option = { value: string; label: string };
const classOptions: Option[] = Object.entries(insuranceClassNames).map(([value, label]) => ({
  value,
  label,
}));

interface Props {
  form: UseFormReturnType<AgreementPeriodValues>;
  index: number;
  syndicateOptions: Option[];
  /** The agency's products with their insurance class (empty for the insurer). */
  products: { value: string; label: string; insuranceClassId: number | null }[];
  readOnly: boolean;
}

/** One section of a period: what it covers, its limits and commissions, its quota shares. */
export function SectionEditor({ form, index, syndicateOptions, products, readOnly }: Props) {
  const { t } = useTranslation();
  const path = `sections.${index}`;
  const section = form.values.sections[index]!;
  const { total, complete, percents } = sharesTotal(section.quotaShareSyndicates);
  const totalIsRight = complete && sharesTotal100(percents);
  const listError = form.errors[`${path}.quotaShareSyndicates`];
  const chosen = new Set(section.quotaShareSyndicates.map((share) => share.syndicateId));
  const productOptions = products
    .filter(
      (p) =>
        p.insuranceClassId !== null &&
        section.insuranceClasses.includes(String(p.insuranceClassId)),
    )
    .map(({ value, label }) => ({ value, label }));
  const money = (field: string, label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder={readOnly ? "–" : "0.00"}
      readOnly={readOnly}
      {...form.getInputProps(`${path}.${field}`)}
    />
  );

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid={`section-${index}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="lg">
            {section.name || t("agreements.periods.section", { number: index + 1 })}
          </Title>
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              onClick={() => form.removeListItem("sections", index)}
            >
              {t("agreements.periods.removeSection")}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("agreements.periods.sectionName")}
            required={!readOnly}
            readOnly={readOnly}
            {...form.getInputProps(`${path}.name`)}
          />
          <MultiSelect
            label={t("agreements.periods.classes")}
            required={!readOnly}
            readOnly={readOnly}
            data={classOptions}
            {...form.getInputProps(`${path}.insuranceClasses`)}
          />
          {(!readOnly || section.productIds.length > 0) && products.length > 0 && (
            <MultiSelect
              label={t("agreements.periods.products")}
              description={t("agreements.periods.productsHint")}
              readOnly={readOnly}
              searchable
              data={productOptions}
              {...form.getInputProps(`${path}.productIds`)}
            />
          )}
          <NumberInput
            label={t("agreements.periods.coverholderCommission")}
            required={!readOnly}
            readOnly={readOnly}
            min={0}
            max={100}
            decimalScale={4}
            suffix="%"
            {...form.getInputProps(`${path}.coverholderCommissionPercent`)}
          />
          {money("minimumLimit", t("agreements.periods.minimumLimit"))}
          {money("maximumLimit", t("agreements.periods.maximumLimit"))}
          {money("maximumPremiumLimit", t("agreements.periods.maximumPremiumLimit"))}
          {money("notifiablePremiumLimit", t("agreements.periods.notifiablePremiumLimit"))}
          {money("claimsHandlingAmount", t("agreements.periods.claimsHandlingAmount"))}
          {money(
            "reinsuranceBrokerageCommissionAmount",
            t("agreements.periods.reinsuranceBrokerageCommission"),
          )}
          {money(
            "reinsuranceBrokerageIncurred",
            t("agreements.periods.reinsuranceBrokerageIncurred"),
          )}
          <NumberInput
            label={t("agreements.periods.exchangeCommission")}
            readOnly={readOnly}
            min={0}
            max={100}
            decimalScale={4}
            suffix="%"
            placeholder={readOnly ? "–" : undefined}
            {...form.getInputProps(`${path}.exchangeCommissionPercent`)}
          />
        </SimpleGrid>
        <Title order={4} fz="md">
          {t("agreements.periods.quotaShares")}
        </Title>
        <Stack gap="xs">
          {section.quotaShareSyndicates.map((share, row) => {
            const rowPath = `${path}.quotaShareSyndicates.${row}`;
            return (
              <Grid key={share.key} gutter="xs" align="flex-end">
                <Grid.Col span={{ base: 12, xs: 7 }}>
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
                <Grid.Col span={{ base: 10, xs: 4 }}>
                  <NumberInput
                    label={t("agreements.periods.share")}
                    min={0}
                    max={100}
                    decimalScale={4}
                    suffix="%"
                    readOnly={readOnly}
                    {...form.getInputProps(`${rowPath}.sharePercent`)}
                  />
                </Grid.Col>
                {!readOnly && (
                  <Grid.Col span={{ base: 2, xs: 1 }} pb={2}>
                    <RemoveShareButton
                      disabled={section.quotaShareSyndicates.length === 1}
                      onClick={() => form.removeListItem(`${path}.quotaShareSyndicates`, row)}
                    />
                  </Grid.Col>
                )}
              </Grid>
            );
          })}
        </Stack>
        <SharesFooter
          readOnly={readOnly}
          onAdd={() => form.insertListItem(`${path}.quotaShareSyndicates`, emptyQuotaShare())}
          total={total}
          totalIsRight={totalIsRight}
          testId={`section-total-${index}`}
          listError={listError}
        />
      </Stack>
    </Paper>
  );
}
