import "../../../i18n/strings/premium.ts";
import "../../../i18n/strings/rating.ts";
import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { TPremiumSettings, TPropertyFormula } from "@platform/domain/product-design/index";
import type { ProposalForm } from "@platform/domain/proposal-form/index";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface Props {
  premium: TPremiumSettings;
  onChange: (premium: TPremiumSettings) => void;
  propertyFormulas: TPropertyFormula[];
  form: ProposalForm;
  errors: Record<string, string[]>;
  readOnly: boolean;
}

const chargeTypes = [
  { value: "1", key: "standard" },
  { value: "2", key: "other" },
  { value: "3", key: "discount" },
] as const;

/** The premium structure: premium formula, charges of the three types, commission, admin fee, state. */
export function PremiumSettingsEditor({
  premium,
  onChange,
  propertyFormulas,
  form,
  errors,
  readOnly,
}: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<TPremiumSettings>) => onChange({ ...premium, ...patch });
  const stateOptions = form.sections.flatMap((s) =>
    s.questions.flatMap((q) =>
      q.type === "address"
        ? [`${q.name}.state`]
        : q.type === "select" || q.type === "text"
          ? [q.name]
          : [],
    ),
  );
  const err = (path: string) => errors[`premium.${path}`]?.[0];
  return (
    <Stack gap="lg" maw={880}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("rating.settings.premiumFormula")}
          description={t("rating.settings.premiumFormulaHelp")}
          data={propertyFormulas
            .filter((f) => f.dataType === "currency")
            .map((f) => ({ value: f.name, label: `${f.title} (${f.name})` }))}
          value={premium.premiumFormula}
          readOnly={readOnly}
          clearable
          error={err("premiumFormula")}
          onChange={(v) => set({ premiumFormula: v })}
        />
        <Select
          label={t("rating.settings.stateQuestion")}
          description={t("rating.settings.stateQuestionHelp")}
          data={stateOptions}
          value={premium.stateQuestion}
          readOnly={readOnly}
          clearable
          error={err("stateQuestion")}
          onChange={(v) => set({ stateQuestion: v })}
        />
        <NumberInput
          label={t("rating.settings.commission")}
          suffix=" %"
          min={0}
          max={100}
          decimalScale={4}
          value={Number(premium.brokerCommissionPercent)}
          readOnly={readOnly}
          error={err("brokerCommissionPercent")}
          onChange={(v) => set({ brokerCommissionPercent: v === "" ? 0 : String(v) })}
        />
        <NumberInput
          label={t("rating.settings.adminFee")}
          prefix="$"
          min={0}
          decimalScale={2}
          value={Number(premium.adminFee)}
          readOnly={readOnly}
          error={err("adminFee")}
          onChange={(v) => set({ adminFee: v === "" ? 0 : String(v) })}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t("rating.settings.charges")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("rating.settings.chargesHelp")}
        </Text>
        {premium.charges.map((charge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: charges have no identity of their own
          <Card key={index} withBorder padding="sm" radius="sm">
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label={t("rating.settings.chargeName")}
                value={charge.name}
                readOnly={readOnly}
                error={err(`charges.${index}.name`)}
                onChange={(e) =>
                  set({
                    charges: premium.charges.map((c, i) =>
                      i === index ? { ...c, name: e.currentTarget.value } : c,
                    ),
                  })
                }
                style={{ flex: "1 1 180px" }}
              />
              <Select
                label={t("rating.settings.chargeType")}
                data={chargeTypes.map((c) => ({
                  value: c.value,
                  label: t(`rating.settings.chargeTypes.${c.key}`),
                }))}
                value={String(charge.type)}
                allowDeselect={false}
                readOnly={readOnly}
                onChange={(v) =>
                  set({
                    charges: premium.charges.map((c, i) =>
                      i === index ? { ...c, type: Number(v) as 1 | 2 | 3 } : c,
                    ),
                  })
                }
                w={200}
              />
              <NumberInput
                label={t("rating.settings.amount")}
                prefix="$"
                value={charge.amount === null ? "" : Number(charge.amount)}
                readOnly={readOnly}
                error={err(`charges.${index}.amount`)}
                onChange={(v) =>
                  set({
                    charges: premium.charges.map((c, i) =>
                      i === index
                        ? {
                            ...c,
                            amount: v === "" ? null : String(v),
                            percent: v === "" ? c.percent : null,
                          }
                        : c,
                    ),
                  })
                }
                w={140}
              />
              <NumberInput
                label={t("rating.settings.percent")}
                suffix=" %"
                value={charge.percent === null ? "" : Number(charge.percent)}
                readOnly={readOnly}
                onChange={(v) =>
                  set({
                    charges: premium.charges.map((c, i) =>
                      i === index
                        ? {
                            ...c,
                            percent: v === "" ? null : String(v),
                            amount: v === "" ? c.amount : null,
                          }
                        : c,
                    ),
                  })
                }
                w={120}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={t("rating.settings.deleteCharge")}
                  onClick={() => set({ charges: premium.charges.filter((_, i) => i !== index) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          </Card>
        ))}
        {!readOnly && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            style={{ alignSelf: "flex-start" }}
            onClick={() =>
              set({
                charges: [...premium.charges, { name: "", type: 2, amount: "0", percent: null }],
              })
            }
          >
            {t("rating.settings.addCharge")}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
