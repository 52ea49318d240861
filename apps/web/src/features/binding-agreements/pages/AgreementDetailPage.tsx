import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TBindingAgreementInput,
  ZBindingAgreement,
} from "@platform/domain/binding-agreements/schemas";
import { IconArrowLeft, IconEye, IconTable, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { currencies, Permission, productTimeZones } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TAgreementRow,
  useDeleteAgreementMutation,
  useGetAgreementQuery,
  useInsurerCompaniesQuery,
  useSaveAgreementMutation,
} from "../api.ts";
import { PeriodsPanel } from "../components/PeriodsPanel.tsx";
import { UsagePanel } from "../components/UsagePanel.tsx";

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
const timeZoneOptions = productTimeZones.map((zone) => ({
  value: zone,
  label: zone.replace("_", " "),
}));

/** `/company/binding-agreements/new` and `/company/binding-agreements/:agreementId`. */
export function AgreementDetailPage() {
  const { t } = useTranslation();
  const { agreementId } = useParams();
  const isNew = agreementId === "new";
  const { companyId, canManage } = useCatalogueCompany(Permission.ManageBindingAgreements);
  const query = useGetAgreementQuery(
    { companyId: companyId ?? 0, agreementId: Number(agreementId) },
    { skip: companyId === null || isNew },
  );
  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <Anchor
        component={Link}
        to="/company/binding-agreements"
        size="sm"
        mb="md"
        display="inline-flex"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("agreements.agreements.back")}
        </Group>
      </Anchor>
      {companyId !== null && !isNew && (
        <Group justify="flex-end" mb="md">
          <Button
            component={Link}
            to={`/company/bordereaux?agreementId=${agreementId}`}
            variant="light"
            leftSection={<IconTable size={16} />}
          >
            {t("reports.bordereaux.open")}
          </Button>
        </Group>
      )}
      {companyId !== null &&
        (isNew ? (
          <AgreementForm companyId={companyId} canManage={canManage} />
        ) : (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("agreements.agreements.item")}
            onRetry={query.refetch}
          >
            {query.data && (
              <Stack gap="lg">
                <AgreementForm
                  key={query.data.id}
                  companyId={companyId}
                  canManage={canManage && query.data.can.manage}
                  agreement={query.data}
                />
                <UsagePanel companyId={companyId} agreement={query.data} />
                <PeriodsPanel
                  companyId={companyId}
                  agreement={query.data}
                  canManage={canManage && query.data.can.manage}
                />
              </Stack>
            )}
          </QueryPanel>
        ))}
    </Container>
  );
}

function AgreementForm({
  companyId,
  canManage,
  agreement,
}: {
  companyId: number;
  canManage: boolean;
  agreement?: TAgreementRow;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  const [createdId, setCreatedId] = useState<number | null>(null);
  const dirty = form.isDirty();

  const insurerOptions = (insurers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (
    agreement &&
    !insurerOptions.some((o) => o.value === String(agreement.managingInsurerCompanyId))
  )
    insurerOptions.push({
      value: String(agreement.managingInsurerCompanyId),
      label: agreement.managingInsurerName,
    });

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const result = await saveAgreement({
      companyId,
      agreementId: agreement?.id,
      body: toRequest(form.values),
    });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    const values = toValues(result.data);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    notifySuccess(t(agreement ? "agreements.agreements.saved" : "agreements.agreements.created"));
    if (!agreement) setCreatedId(result.data.id);
    return true;
  };
  const guard = useUnsavedChangesGuard({ when: dirty && !readOnly, onSave: save });
  useEffect(() => {
    if (createdId !== null && !dirty)
      navigate(`/company/binding-agreements/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  const deleteAgreement = async () => {
    if (!agreement || !window.confirm(t("agreements.agreements.confirmDelete"))) return;
    const result = await remove({ companyId, agreementId: agreement.id });
    if (result.error) return;
    notifySuccess(t("agreements.agreements.deleted"));
    navigate("/company/binding-agreements");
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {guard}
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {agreement?.name ?? t("agreements.agreements.new")}
          </Title>
          {!readOnly && (
            <Group gap="sm">
              {agreement && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={deleteAgreement}
                >
                  {t("agreements.agreements.delete")}
                </Button>
              )}
              <Button type="submit" loading={saveState.isLoading} disabled={!!agreement && !dirty}>
                {t("common.save")}
              </Button>
            </Group>
          )}
        </Group>
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
              <Select
                label={t("agreements.agreements.timezone")}
                required={!readOnly}
                readOnly={readOnly}
                data={timeZoneOptions}
                allowDeselect={false}
                {...form.getInputProps("timezone")}
              />
              <TextInput
                type="date"
                label={t("agreements.agreements.validFrom")}
                required={!readOnly}
                readOnly={readOnly}
                {...form.getInputProps("validFrom")}
              />
              <TextInput
                type="date"
                label={t("agreements.agreements.validTo")}
                required={!readOnly}
                readOnly={readOnly}
                {...form.getInputProps("validTo")}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
