import "../../../i18n/strings/products.ts";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { bindTimings, catalogueVisibilities } from "@platform/domain/schemas/product";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currencies, productTypes } from "../../../domain.ts";
import { countryOptions } from "../../../ui/countries.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { TimeZoneSelect } from "../../../ui/TimeZoneSelect.tsx";
import { useListProductClassesQuery, useProductClauseOptionsQuery } from "../api.ts";
import { insuranceClassOptions } from "../labels.ts";
import type { ProductFormValues } from "../useProductForm.ts";

type Form = UseFormReturnType<ProductFormValues>;

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      {title && (
        <Title order={3} fz="md" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Paper>
  );
}

/** Name, description, classes, type, offering, country, visibility, dates, zone, currency. */
export function DetailsSection({ form, companyId }: { form: Form; companyId: number }) {
  const { t } = useTranslation();
  const classes = useListProductClassesQuery({ companyId });
  const ownClasses = (classes.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));
  return (
    <Section>
      <Stack>
        <TextInput label={t("products.fields.name")} required {...form.getInputProps("name")} />
        <Textarea
          label={t("products.fields.description")}
          autosize
          minRows={2}
          {...form.getInputProps("description")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("products.fields.insuranceClassId")}
            data={insuranceClassOptions}
            clearable
            placeholder={t("products.noClass")}
            {...form.getInputProps("insuranceClassId")}
          />
          <Select
            label={t("products.fields.productClassId")}
            data={ownClasses}
            clearable
            placeholder={t("products.noClass")}
            {...form.getInputProps("productClassId")}
          />
          <Select
            label={t("products.fields.productType")}
            data={productTypes.map((value) => ({ value, label: t(`products.types.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps("productType")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("products.fields.kind")}
            </Text>
            <SegmentedControl
              data={[
                { value: "1", label: t("products.kinds.1") },
                { value: "2", label: t("products.kinds.2") },
              ]}
              {...form.getInputProps("kind")}
            />
          </Stack>
          <Select
            label={t("products.fields.targetCountry")}
            data={countryOptions}
            allowDeselect={false}
            {...form.getInputProps("targetCountry")}
          />
          <Select
            label={t("products.fields.visibility")}
            data={catalogueVisibilities.map((value) => ({
              value,
              label: t(`products.visibility.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps("visibility")}
          />
          <DateField
            label={t("products.fields.effectiveFrom")}
            {...form.getInputProps("effectiveFrom")}
          />
          <TimeZoneSelect
            label={t("products.fields.timeZone")}
            {...form.getInputProps("timeZone")}
          />
          <Select
            label={t("products.fields.currency")}
            data={currencies.map((value) => ({ value, label: value.toUpperCase() }))}
            allowDeselect={false}
            {...form.getInputProps("currency")}
          />
        </SimpleGrid>
      </Stack>
    </Section>
  );
}

const numberProps = (form: Form, path: string) => {
  const props = form.getInputProps(path);
  return {
    ...props,
    onChange: (value: string | number) => props.onChange(value === "" ? null : Number(value)),
  };
};

/** Binding, term, underwriting restrictions, assignment and rule-message visibility. */
export function SettingsSection({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Section title={t("products.sections.binding")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("products.fields.bindTiming")}
            data={bindTimings.map((value) => ({
              value,
              label: t(`products.bindTimings.${value}`),
            }))}
            allowDeselect={false}
            {...form.getInputProps("bindTiming")}
          />
          <NumberInput
            label={t("products.fields.futureInceptionDayLimit")}
            min={0}
            allowDecimal={false}
            {...numberProps(form, "futureInceptionDayLimit")}
          />
          <NumberInput
            label={t("products.fields.maxBackdateDays")}
            min={0}
            allowDecimal={false}
            {...numberProps(form, "maxBackdateDays")}
          />
        </SimpleGrid>
      </Section>
      <Section title={t("products.sections.term")}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t("products.fields.termMin")}
            min={1}
            allowDecimal={false}
            {...numberProps(form, "termMonths.min")}
          />
          <NumberInput
            label={t("products.fields.termDefault")}
            min={1}
            allowDecimal={false}
            {...numberProps(form, "termMonths.default")}
          />
          <NumberInput
            label={t("products.fields.termMax")}
            min={1}
            allowDecimal={false}
            {...numberProps(form, "termMonths.max")}
          />
        </SimpleGrid>
      </Section>
      <Section title={t("products.sections.underwriting")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t("products.fields.maxInceptionBackdateDays")}
            min={0}
            allowDecimal={false}
            {...numberProps(form, "underwriting.maxInceptionBackdateDays")}
          />
          <NumberInput
            label={t("products.fields.maxBasePremiumDiscountPercent")}
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            {...numberProps(form, "underwriting.maxBasePremiumDiscountPercent")}
          />
        </SimpleGrid>
      </Section>
      <Section title={t("products.sections.assignment")}>
        <Stack gap="sm">
          <Checkbox
            label={t("products.fields.autoAssignOnReferral")}
            {...form.getInputProps("assignment.autoAssignOnReferral", { type: "checkbox" })}
          />
          <Checkbox
            label={t("products.fields.hideAssignedUnderwriterFromBrokers")}
            {...form.getInputProps("assignment.hideAssignedUnderwriterFromBrokers", {
              type: "checkbox",
            })}
          />
        </Stack>
      </Section>
      <Section title={t("products.fields.ruleMessagesTitle")}>
        <Group gap="xl">
          <Checkbox
            label={t("products.fields.declineMessages")}
            {...form.getInputProps("ruleMessages.decline", { type: "checkbox" })}
          />
          <Checkbox
            label={t("products.fields.endorsementMessages")}
            {...form.getInputProps("ruleMessages.endorsement", { type: "checkbox" })}
          />
          <Checkbox
            label={t("products.fields.referMessages")}
            {...form.getInputProps("ruleMessages.refer", { type: "checkbox" })}
          />
        </Group>
      </Section>
    </Stack>
  );
}

/** Product codes: code and description rows. */
export function CodesSection({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const { t } = useTranslation();
  const codes = form.values.codes;
  return (
    <Section>
      {codes.length === 0 ? (
        <Text c="dimmed" mb="md">
          {t("products.codes.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">{t("products.fields.code")}</Table.Th>
                <Table.Th>{t("products.fields.codeDescription")}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((_code, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional form fields
                <Table.Tr key={index}>
                  <Table.Td>
                    <TextInput
                      aria-label={t("products.fields.code")}
                      {...form.getInputProps(`codes.${index}.code`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t("products.fields.codeDescription")}
                      {...form.getInputProps(`codes.${index}.description`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("products.codes.remove")}
                      disabled={readOnly}
                      onClick={() => form.removeListItem("codes", index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {form.errors.codes && (
        <Text c="red" size="sm">
          {form.errors.codes}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        mt="sm"
        disabled={readOnly}
        onClick={() => form.insertListItem("codes", { code: "", description: "" })}
      >
        {t("products.codes.add")}
      </Button>
    </Section>
  );
}

/** Endorsements offered on the product. */
export function EndorsementsSection({ form, companyId }: { form: Form; companyId: number }) {
  const { t } = useTranslation();
  const clauses = useProductClauseOptionsQuery({ companyId });
  const options = (clauses.data?.data ?? []).map((clause) => ({
    value: String(clause.id),
    label: clause.name,
  }));
  const props = form.getInputProps("clauseIds");
  return (
    <Section>
      <Text c="dimmed" size="sm" mb="md">
        {t("products.endorsements.description")}
      </Text>
      {options.length === 0 && !clauses.isLoading ? (
        <Text c="dimmed">{t("products.endorsements.none")}</Text>
      ) : (
        <MultiSelect
          label={t("products.endorsements.choose")}
          data={options}
          searchable
          placeholder={
            form.values.clauseIds.length === 0 ? t("products.endorsements.empty") : undefined
          }
          value={form.values.clauseIds.map(String)}
          onChange={(values) => props.onChange(values.map(Number))}
          error={props.error}
        />
      )}
    </Section>
  );
}
