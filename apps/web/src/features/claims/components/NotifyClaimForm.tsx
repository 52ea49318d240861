import "../../../i18n/strings/claims.ts";
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { localToday } from "../../../ui/localToday.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useNotifyClaimMutation } from "../api.ts";

/** Notifies a claim on one bound policy (broker, underwriter or the linked client). */
export function NotifyClaimForm({
  companyId,
  riskPackageId,
  onDone,
  narrow = false,
}: {
  companyId: number;
  riskPackageId: number;
  onDone?: (id: number) => void;
  /** In a side panel: claimant, cause and estimate take a line each. */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const [notify, state] = useNotifyClaimMutation();
  const form = useForm({
    initialValues: {
      dateOfLoss: localToday(),
      dateFirstAdvised: localToday(),
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <DateField
            label={t("claims.field.dateOfLoss")}
            required
            data-testid="claim-date-of-loss"
            {...form.getInputProps("dateOfLoss")}
          />
          <DateField
            label={t("claims.field.dateFirstAdvised")}
            minDate={form.values.dateOfLoss}
            {...form.getInputProps("dateFirstAdvised")}
          />
        </SimpleGrid>
        <Textarea
          label={t("claims.field.description")}
          autosize
          minRows={3}
          required
          data-testid="claim-description"
          {...form.getInputProps("description")}
        />
        <SimpleGrid cols={narrow ? 1 : { base: 1, xs: 3 }} spacing="xs">
          <TextInput label={t("claims.field.claimant")} {...form.getInputProps("claimant")} />
          <TextInput label={t("claims.field.cause")} {...form.getInputProps("cause")} />
          <TextInput
            label={t("claims.field.estimate")}
            inputMode="decimal"
            required
            leftSection="$"
            data-testid="claim-estimate"
            {...form.getInputProps("estimate")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={state.isLoading} data-testid="claim-submit">
            {t("claims.notify")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
