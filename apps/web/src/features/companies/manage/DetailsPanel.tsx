import "../../../i18n/strings/companies.ts";
import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../../ui/notify.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { useUpdateCompanyMutation } from "../api.ts";
import { CompanyFields } from "../components/CompanyFields.tsx";
import { portalUrl } from "../portalHost.ts";
import type { TCompany } from "../types.ts";
import { companyToValues, useCompanyForm } from "../useCompanyForm.ts";

const hostOf = (handle: string) => new URL(portalUrl(handle)).host;

/** Company details: the registration fields of SPEC §3 (type and handle are fixed). */
export function DetailsPanel({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateCompanyMutation();
  const { form, submit } = useCompanyForm("update", companyToValues(company));
  const save = async () => {
    const saved = await submit((body) => update({ companyId: company.id, body }));
    if (saved) notifySuccess(t("companies.manage.details.saved"));
    return saved !== null;
  };
  const guard = useUnsavedChangesGuard({ when: form.isDirty(), onSave: save });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="xl" maw={760}>
        <CompanyFields form={form} mode="update" portalHost={hostOf} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!form.isDirty() || isLoading} onClick={form.reset}>
            {t("common.discard")}
          </Button>
          <Button type="submit" loading={isLoading} disabled={!form.isDirty()}>
            {t("common.saveChanges")}
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  );
}
