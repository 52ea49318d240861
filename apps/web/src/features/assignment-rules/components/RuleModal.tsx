import "../../../i18n/strings/workflow.ts";
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import type { TAssignmentRuleView } from "@platform/domain/risks/workflow";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { australianStates, insuranceClassNames } from "../../../domain.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  type TOption,
  useRuleBrokerageOptionsQuery,
  useRuleProductOptionsQuery,
  useRuleUnderwriterOptionsQuery,
  useSaveAssignmentRuleMutation,
} from "../api.ts";
import { formErrors, type RuleFormValues, toFormValues, toRuleInput } from "../conditions.ts";

const options = (list: TOption[] | undefined) =>
  (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const classOptions = Object.entries(insuranceClassNames).map(([value, label]) => ({
  value,
  label,
}));

/** Add or edit a rule: name, conditions (product, class, brokerage, state, premium), group. */
export function RuleModal({
  companyId,
  rule,
  onClose,
}: {
  companyId: number;
  rule: TAssignmentRuleView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RuleFormValues>(() => toFormValues(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveAssignmentRuleMutation();
  const underwriters = useRuleUnderwriterOptionsQuery(companyId);
  const products = useRuleProductOptionsQuery(companyId);
  const brokerages = useRuleBrokerageOptionsQuery(companyId);
  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const optionsFailed = underwriters.isError || products.isError || brokerages.isError;

  const submit = async () => {
    const result = await save({ companyId, ruleId: rule?.id, body: toRuleInput(values) });
    if (result.error) {
      setErrors(formErrors(fieldErrors(result.error)));
      return;
    }
    notifySuccess(t("workflow.rules.saved", { name: result.data.name }));
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      title={rule ? t("workflow.rules.edit") : t("workflow.rules.add")}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {optionsFailed && (
            <Alert color="orange" variant="light">
              {t("workflow.rules.optionsError")}
            </Alert>
          )}
          <TextInput
            label={t("workflow.rules.name")}
            required
            data-autofocus
            maxLength={100}
            value={values.name}
            onChange={(event) => set("name", event.currentTarget.value)}
            error={errors.name}
          />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("workflow.rules.conditions")}
            </Text>
            <Text size="xs" c="dimmed">
              {t("workflow.rules.conditionsHint")}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t("workflow.rules.products")}
              data={options(products.data)}
              value={values.productIds}
              onChange={(v) => set("productIds", v)}
              searchable
              clearable
              disabled={products.isLoading}
              error={errors.productIds}
            />
            <MultiSelect
              label={t("workflow.rules.classes")}
              data={classOptions}
              value={values.classIds}
              onChange={(v) => set("classIds", v)}
              clearable
              error={errors.classIds}
            />
            <MultiSelect
              label={t("workflow.rules.brokerages")}
              data={options(brokerages.data)}
              value={values.brokerCompanyIds}
              onChange={(v) => set("brokerCompanyIds", v)}
              searchable
              clearable
              disabled={brokerages.isLoading}
              error={errors.brokerCompanyIds}
            />
            <MultiSelect
              label={t("workflow.rules.states")}
              data={[...australianStates]}
              value={values.states}
              onChange={(v) => set("states", v)}
              clearable
              error={errors.states}
            />
            <NumberInput
              label={t("workflow.rules.minPremium")}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              prefix="$"
              value={values.minGrossPremium}
              onChange={(v) => set("minGrossPremium", v)}
              error={errors.minGrossPremium}
            />
            <NumberInput
              label={t("workflow.rules.maxPremium")}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              prefix="$"
              value={values.maxGrossPremium}
              onChange={(v) => set("maxGrossPremium", v)}
              error={errors.maxGrossPremium}
            />
          </SimpleGrid>
          <MultiSelect
            label={t("workflow.rules.underwriters")}
            description={t("workflow.rules.underwritersHint")}
            required
            data={options(underwriters.data)}
            value={values.underwriterUserIds}
            onChange={(v) => set("underwriterUserIds", v)}
            searchable
            disabled={underwriters.isLoading}
            error={errors.underwriterUserIds}
          />
          <Switch
            label={t("workflow.rules.active")}
            checked={values.active}
            onChange={(event) => set("active", event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving.isLoading}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={saving.isLoading}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
