import "../../../i18n/strings/policyChanges.ts";
import { Alert, Button, Checkbox, Loader, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type {
  TPolicyChangeForm,
  TPolicyChangeOptions,
} from "@platform/domain/risks/policy-change-schemas";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField.tsx";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { type Answers, ProposalFormView } from "../../../ui/proposal-form/ProposalFormView.tsx";
import { usePolicyChangeFormQuery } from "../api.ts";

type Send = (body: unknown) => Promise<Record<string, string> | null>;

/** Today in the product's time zone (the server's date), not before the earliest date allowed. */
const defaultEffectiveDate = (options: TPolicyChangeOptions) =>
  options.today < options.earliestEffectiveDate ? options.earliestEffectiveDate : options.today;

/**
 * Mid-term adjustment: the effective date and the main product's answers, starting from its
 * latest bound answers on the form of the version the policy is pinned to (422s beside each field).
 */
export function AdjustForm({
  risk,
  companyId,
  options,
  busy,
  send,
}: {
  risk: TRiskPackageView;
  companyId: number;
  options: TPolicyChangeOptions;
  busy: boolean;
  send: Send;
}) {
  const { t } = useTranslation();
  const start = usePolicyChangeFormQuery({ companyId, id: risk.id });
  const main = start.data?.products.find((p) => p.productId === risk.risks[0]?.productId);
  if (start.isLoading) return <Loader size="sm" aria-label={t("policyChanges.loadingForm")} />;
  if (start.error || !main) return <Alert color="red">{t("policyChanges.formFailed")}</Alert>;
  return <AdjustFields start={main} options={options} busy={busy} send={send} />;
}

function AdjustFields({
  start,
  options,
  busy,
  send,
}: {
  start: TPolicyChangeForm["products"][number];
  options: TPolicyChangeOptions;
  busy: boolean;
  send: Send;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: {
      effectiveDate: defaultEffectiveDate(options),
      answers: start.answers as Answers,
    },
  });
  const answerErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([key]) => key.startsWith("answers."))
      .map(([key, message]) => [key.slice("answers.".length), [String(message)]]),
  );
  const submit = form.onSubmit(async (values) => {
    const errors = await send(values);
    if (errors) form.setErrors(errors);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateField
          label={t("policyChanges.effectiveDate")}
          description={t("policyChanges.effectiveHint", {
            from: formatIsoDate(options.earliestEffectiveDate),
            to: formatIsoDate(options.expiryDate),
          })}
          minDate={options.earliestEffectiveDate}
          maxDate={options.expiryDate}
          required
          data-testid="change-effective-date"
          {...form.getInputProps("effectiveDate")}
        />
        <Text fw={600}>{t("policyChanges.answers")}</Text>
        {form.errors.answers && <Alert color="red">{String(form.errors.answers)}</Alert>}
        <ProposalFormView
          form={start.form}
          value={form.values.answers}
          onChange={(answers) => form.setFieldValue("answers", answers)}
          errors={answerErrors}
        />
        <Button type="submit" loading={busy} data-testid="change-request">
          {t("policyChanges.requestAdjust")}
        </Button>
      </Stack>
    </form>
  );
}

/** Cancellation details: reason, effective date and the confirmation checkbox (SPEC §5). */
export function CancelForm({
  options,
  busy,
  send,
}: {
  options: TPolicyChangeOptions;
  busy: boolean;
  send: Send;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: {
      effectiveDate: defaultEffectiveDate(options),
      reason: "",
      confirm: false,
    },
  });
  const submit = form.onSubmit(async (values) => {
    const errors = await send({
      effectiveDate: values.effectiveDate,
      reason: values.reason || undefined,
      confirm: values.confirm || undefined,
    });
    if (errors) form.setErrors(errors);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DateField
          label={t("policyChanges.effectiveDate")}
          description={t("policyChanges.effectiveHint", {
            from: formatIsoDate(options.earliestEffectiveDate),
            to: formatIsoDate(options.expiryDate),
          })}
          minDate={options.earliestEffectiveDate}
          maxDate={options.expiryDate}
          required
          data-testid="change-effective-date"
          {...form.getInputProps("effectiveDate")}
        />
        <Select
          label={t("policyChanges.reason")}
          placeholder={t("policyChanges.reasonPlaceholder")}
          data={options.reasons}
          required
          allowDeselect={false}
          data-testid="cancel-reason"
          {...form.getInputProps("reason")}
        />
        <Checkbox
          label={t("policyChanges.confirm")}
          data-testid="cancel-confirm"
          {...form.getInputProps("confirm", { type: "checkbox" })}
        />
        <Button type="submit" color="red" loading={busy} data-testid="change-request">
          {t("policyChanges.requestCancel")}
        </Button>
      </Stack>
    </form>
  );
}

/** Reinstatement: nothing to choose; the charge is shown once priced. */
export function ReinstateForm({ busy, send }: { busy: boolean; send: Send }) {
  const { t } = useTranslation();
  return (
    <Button loading={busy} onClick={() => void send({})} data-testid="change-request">
      {t("policyChanges.requestReinstate")}
    </Button>
  );
}
