import "../../../i18n/strings/companies.ts";
import {
  Divider,
  Grid,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { WEBSITE_EXAMPLE_HOST } from "@platform/domain/schemas/company";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { australianStates, CompanyType, type CompanyTypeId, currencies } from "../../../domain.ts";
import { countryOptions } from "../../../ui/countries.ts";
import type { CompanyFormValues } from "../useCompanyForm.ts";
import { useCompanyTypeLabel } from "../useCompanyTypeLabel.ts";

interface Props {
  form: UseFormReturnType<CompanyFormValues>;
  mode: "create" | "update";
  /** Company types the user may register (System only for the system company). */
  allowedTypes?: CompanyTypeId[];
  portalHost: (handle: string) => string;
  /** Under the handle on create: whether it is free (create-company checks as you type). */
  handleStatus?: ReactNode;
  /** Typing a handle stops it following the name. */
  onHandleTyped?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Divider
        label={
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {title}
          </Text>
        }
        labelPosition="left"
      />
      {children}
    </Stack>
  );
}

/** The registration details of SPEC §3, laid out in sections; errors show beside the fields. */
export function CompanyFields({
  form,
  mode,
  allowedTypes,
  portalHost,
  handleStatus,
  onHandleTyped,
}: Props) {
  const { t } = useTranslation();
  const typeLabel = useCompanyTypeLabel();
  const values = form.getValues();
  const isNz = values.address.country === "NZ";
  const isNzbn = values.registrationType === "2";
  const types =
    allowedTypes ?? Object.values(CompanyType).filter((id) => id !== CompanyType.System);

  return (
    <Stack gap="xl">
      <Section title={t("companies.fields.sections.identity")}>
        <TextInput
          label={t("companies.fields.name")}
          required
          autoComplete="organization"
          {...form.getInputProps("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("companies.fields.tradingName")}
            {...form.getInputProps("tradingName")}
          />
          <TextInput label={t("companies.fields.legalName")} {...form.getInputProps("legalName")} />
        </SimpleGrid>
        {mode === "create" && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t("companies.fields.refCompanyTypeId")}
              required
              data={types.map((id) => ({ value: String(id), label: typeLabel(id) }))}
              allowDeselect={false}
              {...form.getInputProps("refCompanyTypeId")}
            />
            <TextInput
              label={t("companies.fields.handle")}
              required
              description={t("companies.fields.handleHint", {
                host: portalHost(values.handle || "your-company"),
              })}
              autoCapitalize="none"
              spellCheck={false}
              inputWrapperOrder={["label", "input", "description", "error"]}
              {...form.getInputProps("handle")}
              rightSection={handleStatus}
              onChange={(event) => {
                onHandleTyped?.();
                form.getInputProps("handle").onChange(event);
              }}
            />
          </SimpleGrid>
        )}
      </Section>

      <Section title={t("companies.fields.sections.registration")}>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="registration-type-label">
            {t("companies.fields.registrationType")}
          </Text>
          <SegmentedControl
            aria-labelledby="registration-type-label"
            w={{ base: "100%", sm: 240 }}
            data={[
              { value: "1", label: t("companies.fields.abn") },
              { value: "2", label: t("companies.fields.nzbn") },
            ]}
            {...form.getInputProps("registrationType")}
          />
        </Stack>
        <TextInput
          label={isNzbn ? t("companies.fields.nzbn") : t("companies.fields.abn")}
          description={isNzbn ? t("companies.fields.nzbnHint") : t("companies.fields.abnHint")}
          inputMode="numeric"
          {...form.getInputProps("registrationNumber")}
        />
      </Section>

      <Section title={t("companies.fields.sections.address")}>
        <TextInput
          label={t("companies.fields.line1")}
          autoComplete="address-line1"
          {...form.getInputProps("address.line1")}
        />
        <TextInput
          label={t("companies.fields.line2")}
          autoComplete="address-line2"
          {...form.getInputProps("address.line2")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("companies.fields.city")}
            autoComplete="address-level2"
            {...form.getInputProps("address.city")}
          />
          <Select
            label={t("companies.fields.country")}
            data={countryOptions}
            allowDeselect={false}
            {...form.getInputProps("address.country")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("companies.fields.state")}
            data={[...australianStates]}
            clearable
            disabled={isNz}
            {...form.getInputProps("address.state")}
          />
          <TextInput
            label={t("companies.fields.postcode")}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            {...form.getInputProps("address.postcode")}
          />
        </SimpleGrid>
      </Section>

      <Section title={t("companies.fields.sections.more")}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <NumberInput
              label={t("companies.fields.yearEstablished")}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...form.getInputProps("yearEstablished")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t("companies.fields.website")}
              placeholder={WEBSITE_EXAMPLE_HOST}
              inputMode="url"
              {...form.getInputProps("website")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Select
              label={t("companies.fields.currency")}
              data={currencies.map((code) => ({ value: code, label: code.toUpperCase() }))}
              allowDeselect={false}
              {...form.getInputProps("currency")}
            />
          </Grid.Col>
        </Grid>
        <TagsInput
          label={t("companies.fields.tags")}
          description={t("companies.fields.tagsHint")}
          maxTags={20}
          {...form.getInputProps("tags")}
        />
      </Section>
    </Stack>
  );
}
