import { Button, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useNotifyClaimMutation } from "../api.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Notifies a claim on one bound policy (broker, underwriter or the linked client). */
export function NotifyClaimForm({
  companyId,
  riskPackageId,
  onDone,
}: {
  companyId: number;
  riskPackageId: number;
  onDone?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [notify, state] = useNotifyClaimMutation();
  const form = useForm({
    initialValues: {
      dateOfLoss: today(),
      dateFirstAdvised: today(),
      description: "",
      claimant: "",
      cause: "",
      estimate: "",
    },
  });
  const submit = form.onSubmit(async (values) => {
    const result = await notify({ companyId, riskPackageId, body: values });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    notifySuccess(t("claims.notified", { reference: result.data.reference }));
    form.reset();
    onDone?.(result.data.id);
  });
  return (
    <form onSubmit={submit} noValidate data-testid="notify-claim-form">
      <Stack gap="xs">
        <TextInput
          type="date"
          label={t("claims.field.dateOfLoss")}
          data-testid="claim-date-of-loss"
          {...form.getInputProps("dateOfLoss")}
        />
        <TextInput
          type="date"
          label={t("claims.field.dateFirstAdvised")}
          {...form.getInputProps("dateFirstAdvised")}
        />
        <Textarea
          label={t("claims.field.description")}
          autosize
          minRows={2}
          data-testid="claim-description"
          {...form.getInputProps("description")}
        />
        <TextInput label={t("claims.field.claimant")} {...form.getInputProps("claimant")} />
        <TextInput label={t("claims.field.cause")} {...form.getInputProps("cause")} />
        <TextInput
          label={t("claims.field.estimate")}
          inputMode="decimal"
          data-testid="claim-estimate"
          {...form.getInputProps("estimate")}
        />
        <Button type="submit" loading={state.isLoading} data-testid="claim-submit">
          {t("claims.notify")}
        </Button>
      </Stack>
    </form>
  );
}
