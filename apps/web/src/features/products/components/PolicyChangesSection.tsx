import "../../../i18n/strings/products.ts";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  policyChangeSettingsOf,
  type TPolicyChangeSettings,
} from "@platform/domain/schemas/product";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ProductFormValues } from "../useProductForm.ts";

type Form = UseFormReturnType<ProductFormValues>;
const root = "policyChanges";

/**
 * The version's `policyChanges` settings: whether fees follow the premium on a change
 * or stay flat, the minimum premium kept on a cancellation, and the short-rate scale used when
 * the insured cancels. The server's 422 messages show beside each field.
 */
export function PolicyChangesSection({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const { t } = useTranslation();
  const settings = policyChangeSettingsOf(form.values);
  const set = (patch: Partial<TPolicyChangeSettings>) =>
    form.setFieldValue(root, { ...settings, ...patch });
  const error = (path: string) => form.errors[`${root}.${path}`];
  const setRow = (index: number, patch: Partial<TPolicyChangeSettings["shortRate"][number]>) =>
    set({
      shortRate: settings.shortRate.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    });
  const lastDays = settings.shortRate.at(-1)?.upToDays ?? 0;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Title order={3} fz="md" mb={4}>
          {t("products.policyChanges.feesTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t("products.policyChanges.feesHelp")}
        </Text>
        <Radio.Group
          value={settings.fees}
          onChange={(value) => set({ fees: value as TPolicyChangeSettings["fees"] })}
          error={error("fees")}
          name="policyChangesFees"
        >
          <Stack gap="sm">
            <Radio
              value="flat"
              label={t("products.policyChanges.flat")}
              description={t("products.policyChanges.flatHelp")}
            />
            <Radio
              value="prorata"
              label={t("products.policyChanges.prorata")}
              description={t("products.policyChanges.prorataHelp")}
            />
          </Stack>
        </Radio.Group>
      </Paper>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Title order={3} fz="md" mb={4}>
          {t("products.policyChanges.minimumTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t("products.policyChanges.minimumHelp")}
        </Text>
        <TextInput
          label={t("products.policyChanges.minimum")}
          placeholder={t("products.policyChanges.none")}
          leftSection="$"
          inputMode="decimal"
          maw={260}
          value={settings.minimumEarnedPremium ?? ""}
          error={error("minimumEarnedPremium")}
          onChange={(event) => {
            const value = event.currentTarget.value.trim().replace(/,/g, "");
            set({ minimumEarnedPremium: value === "" ? null : value });
          }}
        />
      </Paper>

      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Title order={3} fz="md" mb={4}>
          {t("products.policyChanges.shortRateTitle")}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t("products.policyChanges.shortRateHelp")}
        </Text>
        {settings.shortRate.length === 0 ? (
          <Text size="sm" mb="md" data-testid="short-rate-empty">
            {t("products.policyChanges.shortRateEmpty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320} mb="sm" maw={560}>
            <Table verticalSpacing="xs" aria-label={t("products.policyChanges.shortRateTitle")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("products.policyChanges.upToDays")}</Table.Th>
                  <Table.Th>{t("products.policyChanges.earnedPercent")}</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.shortRate.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                  <Table.Tr key={index}>
                    <Table.Td>
                      <NumberInput
                        aria-label={t("products.policyChanges.upToDaysRow", { n: index + 1 })}
                        min={1}
                        max={732}
                        clampBehavior="none"
                        allowDecimal={false}
                        value={row.upToDays}
                        error={error(`shortRate.${index}.upToDays`)}
                        onChange={(v) => setRow(index, { upToDays: v === "" ? 0 : Number(v) })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={t("products.policyChanges.earnedPercentRow", {
                          n: index + 1,
                        })}
                        min={0}
                        max={100}
                        clampBehavior="none"
                        decimalScale={2}
                        suffix=" %"
                        value={row.earnedPercent}
                        error={error(`shortRate.${index}.earnedPercent`)}
                        onChange={(v) => setRow(index, { earnedPercent: v === "" ? 0 : Number(v) })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("products.policyChanges.removeRow", { n: index + 1 })}
                          onClick={() =>
                            set({ shortRate: settings.shortRate.filter((_, i) => i !== index) })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {error("shortRate") && (
          <Text size="sm" c="red" mb="sm" role="alert">
            {error("shortRate")}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                set({
                  shortRate: [
                    ...settings.shortRate,
                    { upToDays: Math.min(lastDays + 30, 732), earnedPercent: 100 },
                  ],
                })
              }
            >
              {t("products.policyChanges.addRow")}
            </Button>
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
