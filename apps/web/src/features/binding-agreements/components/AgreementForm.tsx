import "../../../i18n/strings/agreements.ts";
import { Alert, Button, Paper, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TBindingAgreementInput,
  ZBindingAgreement,
} from "@platform/domain/binding-agreements/schemas";
import { IconEye } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currencies } from "../../../domain.ts";
import { DateField } from "../../../ui/DateField.tsx";
import { TimeZoneSelect } from "../../../ui/TimeZoneSelect.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRecordDelete, useRecordEditor } from "../../../ui/useRecordEditor.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TAgreementRow,
  useDeleteAgreementMutation,
  useInsurerCompaniesQuery,
  useSaveAgreementMutation,
} from "../api.ts";
import { DeleteButton, EditorForm } from "./EditorForm.tsx";

interface Values {
  name: string;
  managingInsurerCompanyId: string | null;
  currency: string | null;
  timezone: string | null;
  uniqueMarketReference: string;
  agreementNumber: string;
  validFrom: string;
  validTo: string;
}
const empty: Values = {
  name: "",
  managingInsurerCompanyId: null,
  currency: "aud",
  timezone: "Australia/Sydney",
  uniqueMarketReference: "",
  agreementNumber: "",
  validFrom: "",
  validTo: "",
};
const toValues = (row: TAgreementRow): Values => ({
  name: row.name,
  managingInsurerCompanyId: String(row.managingInsurerCompanyId),
  currency: row.currency,
  timezone: row.timezone,
  uniqueMarketReference: row.uniqueMarketReference,
  agreementNumber: row.agreementNumber,
  validFrom: row.validFrom,
  validTo: row.validTo,
});
const toRequest = (values: Values): TBindingAgreementInput =>
  ({
    ...values,
    managingInsurerCompanyId: values.managingInsurerCompanyId
      ? Number(values.managingInsurerCompanyId)
      : undefined,
    currency: values.currency ?? undefined,
    timezone: values.timezone ?? undefined,
  }) as TBindingAgreementInput;
const validate = zodResolver(ZBindingAgreement);

const currencyOptions = currencies.map((code) => ({ value: code, label: code.toUpperCase() }));

/** The agreement's own fields: name, number, insurer, UMR, currency, time zone and validity. */
export function AgreementForm({
  companyId,
  canManage,
  agreement,
}: {
  companyId: number;
  canManage: boolean;
  agreement?: TAgreementRow;
}) {
  const { t } = useTranslation();
  useDocumentTitle(agreement?.name ?? t("agreements.agreements.new"));
  const readOnly = !canManage;
  const asInsurer = agreement?.role === "insurer";
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: agreement ? toValues(agreement) : empty,
    validate: (values) => validate(toRequest(values)),
  });
  const insurers = useInsurerCompaniesQuery(undefined, { skip: readOnly });
  const [saveAgreement, saveState] = useSaveAgreementMutation();
  const [remove] = useDeleteAgreementMutation();
  const { save, guard, dirty } = useRecordEditor({
    form,
    exists: !!agreement,
    editable: !readOnly,
    send: (values) =>
      saveAgreement({ companyId, agreementId: agreement?.id, body: toRequest(values) }),
    toValues,
    messages: {
      saved: t("agreements.agreements.saved"),
      created: t("agreements.agreements.created"),
    },
    pathOf: (id) => `/company/binding-agreements/${id}`,
  });
  const deleteAgreement = useRecordDelete({
    confirm: t("agreements.agreements.confirmDelete"),
    deleted: t("agreements.agreements.deleted"),
    listPath: "/company/binding-agreements",
    remove: () => remove({ companyId, agreementId: agreement?.id ?? 0 }),
  });

  const insurerOptions = (insurers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (
    agreement &&
    !insurerOptions.some((o) => o.value === String(agreement.managingInsurerCompanyId))
  )
    insurerOptions.push({
      value: String(agreement.managingInsurerCompanyId),
      label: agreement.managingInsurerName,
    });

  return (
    <EditorForm
      onSave={save}
      guard={guard}
      title={agreement?.name ?? t("agreements.agreements.new")}
      actions={
        !readOnly && (
          <>
            {agreement && (
              <DeleteButton onClick={deleteAgreement}>
                {t("agreements.agreements.delete")}
              </DeleteButton>
            )}
            <Button type="submit" loading={saveState.isLoading} disabled={!!agreement && !dirty}>
              {t("common.save")}
            </Button>
          </>
        )
      }
    >
      {asInsurer && (
        <Alert variant="light" icon={<IconEye size={18} />}>
          {t("agreements.agreements.readOnly")}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("agreements.agreements.name")}
              required={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps("name")}
            />
            <TextInput
              label={t("agreements.agreements.agreementNumber")}
              required={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps("agreementNumber")}
            />
            {asInsurer ? (
              <TextInput
                label={t("agreements.agreements.agency")}
                readOnly
                value={agreement?.agencyName ?? ""}
              />
            ) : (
              <Select
                label={t("agreements.agreements.insurer")}
                required={!readOnly}
                searchable
                readOnly={readOnly}
                data={insurerOptions}
                {...form.getInputProps("managingInsurerCompanyId")}
              />
            )}
            <TextInput
              label={t("agreements.agreements.umr")}
              required={!readOnly}
              readOnly={readOnly}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              {...form.getInputProps("uniqueMarketReference")}
            />
            <Select
              label={t("agreements.agreements.currency")}
              required={!readOnly}
              readOnly={readOnly}
              data={currencyOptions}
              allowDeselect={false}
              {...form.getInputProps("currency")}
            />
            <TimeZoneSelect
              label={t("agreements.agreements.timezone")}
              required={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps("timezone")}
            />
            <DateField
              label={t("agreements.agreements.validFrom")}
              required={!readOnly}
              readOnly={readOnly}
              {...form.getInputProps("validFrom")}
            />
            <DateField
              label={t("agreements.agreements.validTo")}
              required={!readOnly}
              readOnly={readOnly}
              minDate={form.values.validFrom}
              {...form.getInputProps("validTo")}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
    </EditorForm>
  );
}
