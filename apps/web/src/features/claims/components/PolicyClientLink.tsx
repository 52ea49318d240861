import "../../../i18n/strings/claims.ts";
import { Button, Group, Select, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import {
  useClientCompaniesQuery,
  useLinkPolicyClientMutation,
  usePolicyClientQuery,
} from "../api.ts";

/**
 * The policy's client company (the broker or underwriter links it): the client then sees the
 * policy's claims and notifies its own.
 */
export function PolicyClientLink({
  companyId,
  riskPackageId,
}: {
  companyId: number;
  riskPackageId: number;
}) {
  const { t } = useTranslation();
  const current = usePolicyClientQuery({ companyId, riskPackageId });
  const clients = useClientCompaniesQuery();
  const [link, state] = useLinkPolicyClientMutation();
  const form = useForm({ initialValues: { clientCompanyId: "" } });
  const submit = form.onSubmit(async ({ clientCompanyId }) => {
    if (!clientCompanyId) return form.setErrors({ clientCompanyId: t("claims.chooseClient") });
    const result = await link({
      companyId,
      riskPackageId,
      clientCompanyId: Number(clientCompanyId),
    });
    if (result.error) return form.setErrors(fieldErrors(result.error));
    notifySuccess(t("claims.saved"));
    form.reset();
  });
  const name = current.data?.clientName;
  return (
    <form onSubmit={submit} noValidate data-testid="policy-client">
      <Text size="sm" mb="xs">
        {name ? t("claims.clientLinked", { name }) : t("claims.clientNone")}
      </Text>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Select
          aria-label={t("claims.field.client")}
          placeholder={t("claims.chooseClient")}
          data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          searchable
          style={{ flex: 1, minWidth: 200 }}
          data-testid="policy-client-select"
          {...form.getInputProps("clientCompanyId")}
        />
        <Button type="submit" variant="light" loading={state.isLoading}>
          {name ? t("claims.changeClient") : t("claims.linkClient")}
        </Button>
      </Group>
    </form>
  );
}
