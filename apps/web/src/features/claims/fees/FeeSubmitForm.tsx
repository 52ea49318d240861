import "../../../i18n/strings/claims.ts";
import { Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifyError, notifySuccess } from "../../../ui/notify.ts";
import { useSubmitFeeMutation } from "../api.ts";

/** The appointed firm's fee, submitted for the underwriter's approval (amount, what for). */
export function FeeSubmitForm({ companyId, claimId }: { companyId: number; claimId: number }) {
  const { t } = useTranslation();
  const [submit, state] = useSubmitFeeMutation();
  const form = useForm({ initialValues: { amount: "", description: "" } });
  const send = async (values: typeof form.values) => {
    const result = await submit({ companyId, id: claimId, body: values });
    if (result.error) {
      const errors = fieldErrors(result.error);
      if (Object.keys(errors).length > 0) return form.setErrors(errors);
      const message = (result.error as { data?: { message?: string } }).data?.message;
      return notifyError(message ?? t("claims.fees.title"));
    }
    notifySuccess(t("claims.fees.submitted"));
    form.reset();
  };
  return (
    <form noValidate onSubmit={form.onSubmit(send)} data-testid="fee-form">
      <Stack gap="xs">
        <Title order={4} fz="sm">
          {t("claims.fees.submitTitle")}
        </Title>
        <Text size="xs" c="dimmed">
          {t("claims.fees.submitHint")}
        </Text>
        <TextInput
          label={t("claims.field.amount")}
          inputMode="decimal"
          leftSection="$"
          data-testid="fee-amount"
          {...form.getInputProps("amount")}
        />
        <TextInput
          label={t("claims.fees.description")}
          data-testid="fee-description"
          {...form.getInputProps("description")}
        />
        <Button type="submit" loading={state.isLoading} data-testid="fee-submit">
          {t("claims.fees.submit")}
        </Button>
      </Stack>
    </form>
  );
}
