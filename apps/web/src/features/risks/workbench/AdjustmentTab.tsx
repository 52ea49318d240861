import "../../../i18n/strings/risks.ts";
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { TransactionType } from "@platform/domain/enums";
import { ZManualAdjustment } from "@platform/domain/risks/schemas";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { zodResolver } from "../../../ui/zodResolver.ts";
import { useRiskActionMutation } from "../api.ts";
import { isOpen, latestByRisk } from "./latest.ts";

interface Values {
  productId: string | null;
  basePremium: string;
  discountPercent: number | string;
  reason: string;
}
const toBody = (v: Values) => ({
  productId: Number(v.productId),
  basePremium: v.basePremium.trim() === "" ? null : v.basePremium.trim(),
  discountPercent: v.discountPercent === "" ? 0 : Number(v.discountPercent),
  reason: v.reason,
});
const validate = zodResolver(ZManualAdjustment);

/** A manual premium adjustment or discount, with the reason (SPEC §2 manual policy adjustments). */
export function AdjustmentTab({ companyId, risk }: { companyId: number; risk: TRiskPackageView }) {
  const { t } = useTranslation();
  const open = latestByRisk(risk).filter(({ tx }) => isOpen(tx));
  const form = useForm<Values>({
    initialValues: {
      productId: open[0] ? String(open[0].risk.productId) : null,
      basePremium: "",
      discountPercent: 0,
      reason: "",
    },
    validate: (values) => validate(toBody(values)),
  });
  const [act, state] = useRiskActionMutation();
  if (!risk.can.adjust || open.length === 0) {
    return <Alert color="gray">{t("risks.workbench.notAdjustable")}</Alert>;
  }
  const submit = form.onSubmit(async (values) => {
    const result = await act({
      companyId,
      id: risk.id,
      action: "adjust",
      body: toBody(values),
    });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    notifySuccess(t("risks.workbench.adjusted"));
    form.setValues({ basePremium: "", discountPercent: 0, reason: "" });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="adjustment-form">
      <Stack gap="sm" maw={560}>
        {open[0]?.tx?.type === TransactionType.Adjustment && (
          <Alert color="blue" variant="light" data-testid="adjust-on-change">
            {t("risks.workbench.adjustOnChange")}
          </Alert>
        )}
        {open.length > 1 && (
          <Select
            label={t("risks.workbench.product")}
            data={open.map(({ risk: r }) => ({ value: String(r.productId), label: r.productName }))}
            allowDeselect={false}
            {...form.getInputProps("productId")}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t("risks.workbench.basePremium")}
            description={t("risks.workbench.basePremiumHint")}
            inputMode="decimal"
            data-testid="adjust-base"
            {...form.getInputProps("basePremium")}
          />
          <NumberInput
            label={t("risks.workbench.discountPercent")}
            min={0}
            max={100}
            decimalScale={2}
            {...form.getInputProps("discountPercent")}
          />
        </SimpleGrid>
        <Textarea
          label={t("risks.workbench.reason")}
          required
          autosize
          minRows={2}
          data-testid="adjust-reason"
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={state.isLoading} data-testid="adjust-apply">
            {t("risks.workbench.applyAdjustment")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
