import "../../../../i18n/strings/risks.ts";
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { australianStates } from "../../../../domain.ts";
import { countryOptions } from "../../../../ui/countries.ts";
import type { FlowValues } from "../flow.ts";

const bands = ["under-2m", "2m-10m", "10m-50m", "over-50m"] as const;

/** Step 3: the insured (name, ABN/NZBN, address with state, contact, turnover, parties). */
export function InsuredStep({ form }: { form: UseFormReturnType<FlowValues> }) {
  const { t } = useTranslation();
  const nz = form.values.insured.address.country === "NZ";
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("risks.flow.insuredName")}
          required
          data-autofocus
          {...form.getInputProps("insured.name")}
        />
        <TextInput
          label={t("risks.flow.registrationNumber")}
          {...form.getInputProps("insured.registrationNumber")}
        />
      </SimpleGrid>
      <Fieldset legend={t("risks.flow.address")} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("risks.flow.line1")}
            {...form.getInputProps("insured.address.line1")}
          />
          <TextInput
            label={t("risks.flow.line2")}
            {...form.getInputProps("insured.address.line2")}
          />
          <TextInput label={t("risks.flow.city")} {...form.getInputProps("insured.address.city")} />
          <Group grow align="flex-start">
            <Select
              label={t("risks.flow.state")}
              data={[...australianStates]}
              disabled={nz}
              required={!nz}
              {...form.getInputProps("insured.address.state")}
            />
            <TextInput
              label={t("risks.flow.postcode")}
              inputMode="numeric"
              maxLength={4}
              {...form.getInputProps("insured.address.postcode")}
            />
          </Group>
          <Select
            label={t("risks.flow.country")}
            data={countryOptions}
            allowDeselect={false}
            {...form.getInputProps("insured.address.country")}
          />
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t("risks.flow.contactName")}
          {...form.getInputProps("insured.contactName")}
        />
        <TextInput
          label={t("risks.flow.email")}
          type="email"
          {...form.getInputProps("insured.email")}
        />
        <TextInput
          label={t("risks.flow.phone")}
          type="tel"
          {...form.getInputProps("insured.phone")}
        />
      </SimpleGrid>
      <Select
        label={t("risks.flow.turnoverBand")}
        data={bands.map((band) => ({ value: band, label: t(`risks.flow.turnoverBands.${band}`) }))}
        clearable
        maw={320}
        {...form.getInputProps("insured.turnoverBand")}
      />
      <Fieldset legend={t("risks.flow.interestedParties")} radius="md">
        <Stack gap="xs">
          {form.values.insured.interestedParties.map((_party, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <Group key={index} align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={t("risks.flow.partyName")}
                required
                style={{ flex: "1 1 180px" }}
                {...form.getInputProps(`insured.interestedParties.${index}.name`)}
              />
              <TextInput
                label={t("risks.flow.partyInterest")}
                style={{ flex: "1 1 180px" }}
                {...form.getInputProps(`insured.interestedParties.${index}.interest`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t("risks.flow.removeParty")}
                onClick={() => form.removeListItem("insured.interestedParties", index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() =>
                form.insertListItem("insured.interestedParties", { name: "", interest: "" })
              }
            >
              {t("risks.flow.addParty")}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      <Checkbox
        label={t("risks.flow.smallBusiness")}
        {...form.getInputProps("insured.smallBusinessDeclaration", { type: "checkbox" })}
      />
    </Stack>
  );
}
