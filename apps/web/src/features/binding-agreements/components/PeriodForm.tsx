import "../../../i18n/strings/agreements.ts";
import { Alert, Button, Select, SimpleGrid, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZAgreementPeriodContent } from "@platform/domain/binding-agreements/schemas";
import { IconEye, IconLock, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DateField } from "../../../ui/DateField.tsx";
import { formatPeriod } from "../../../ui/formatDate.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRecordDelete, useRecordEditor } from "../../../ui/useRecordEditor.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TAgreementRow,
  type TPeriodDetail,
  type TPeriodVersion,
  useAgencyProductsQuery,
  useAgencyUsersQuery,
  useCreatePeriodMutation,
  useDeletePeriodMutation,
  useListSyndicatesQuery,
  useSavePeriodVersionMutation,
} from "../api.ts";
import { DeleteButton, EditorForm } from "./EditorForm.tsx";
import {
  type AgreementPeriodValues,
  emptyPeriodValues,
  emptySection,
  toPeriodRequest,
  toPeriodValues,
} from "./periodValues.ts";
import { type Option, SectionEditor } from "./SectionEditor.tsx";
import { UnderwritersEditor } from "./UnderwritersEditor.tsx";
import { VersionBar } from "./VersionBar.tsx";

const validate = zodResolver(ZAgreementPeriodContent);

interface Props {
  companyId: number;
  agreement: TAgreementRow;
  /** Absent for a new period. */
  period?: TPeriodDetail;
  version?: TPeriodVersion;
  canManage: boolean;
}

/** Names chosen in the content that the pickers' first page may not hold (and the insurer's view). */
function withKnown(options: Option[], known: Record<string, string> | undefined): Option[] {
  const all = [...options];
  for (const [value, label] of Object.entries(known ?? {}))
    if (!all.some((o) => o.value === value)) all.push({ value, label });
  return all;
}

/** A period version's editor: dates, visibility, sections and authorised underwriters. */
export function PeriodForm({ companyId, agreement, period, version, canManage }: Props) {
  const { t } = useTranslation();
  const _navigate = useNavigate();
  const readOnly = !canManage || (version !== undefined && !version.can.edit);
  const names = version?.names ?? period?.names;
  const form = useForm<AgreementPeriodValues>({
    mode: "controlled",
    initialValues: version ? toPeriodValues(version.content) : emptyPeriodValues(agreement),
    validate: (values) => validate(toPeriodRequest(values)),
  });
  const dirty = form.isDirty();
  const asAgency = agreement.role === "agency";
  const syndicates = useListSyndicatesQuery({ companyId, perPage: 100 }, { skip: !asAgency });
  const users = useAgencyUsersQuery(companyId, { skip: !asAgency });
  const products = useAgencyProductsQuery(companyId, { skip: !asAgency });
  const [create, createState] = useCreatePeriodMutation();
  const [saveVersion, saveState] = useSavePeriodVersionMutation();
  const [removePeriod] = useDeletePeriodMutation();
  const [_createdId, _setCreatedId] = useState<number | null>(null);
  const title = version
    ? t("agreements.periods.titleDates", {
        dates: formatPeriod(version.content.dateFrom, version.content.dateTo),
      })
    : t("agreements.periods.newTitle");
  useDocumentTitle(title);

  const syndicateOptions = useMemo(
    () =>
      withKnown(
        (syndicates.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        names?.syndicates,
      ),
    [syndicates.data, names],
  );
  const userOptions = useMemo(
    () =>
      withKnown(
        (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` })),
        names?.users,
      ),
    [users.data, names],
  );
  const productOptions = (products.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
    insuranceClassId: p.insuranceClassId,
  }));

  const { save, guard } = useRecordEditor({
    form,
    exists: !!period,
    editable: !readOnly,
    send: (values) => {
      const body = toPeriodRequest(values);
      const args = { companyId, agreementId: agreement.id };
      return period && version
        ? saveVersion({ ...args, periodId: period.id, versionId: version.id, body })
        : create({ ...args, body });
    },
    messages: { saved: t("agreements.periods.saved"), created: t("agreements.periods.created") },
    pathOf: (id) => `/company/binding-agreements/${agreement.id}/periods/${id}`,
  });
  const deletePeriod = useRecordDelete({
    confirm: t("agreements.periods.confirmDeletePeriod"),
    deleted: t("agreements.periods.periodDeleted"),
    listPath: `/company/binding-agreements/${agreement.id}`,
    remove: () => removePeriod({ companyId, agreementId: agreement.id, periodId: period?.id ?? 0 }),
  });

  return (
    <EditorForm
      onSave={save}
      guard={guard}
      title={title}
      titleSize={24}
      actions={
        canManage && (
          <>
            {period?.versions.every((v) => v.lockedAt === null) && (
              <DeleteButton onClick={deletePeriod}>
                {t("agreements.periods.deletePeriod")}
              </DeleteButton>
            )}
            {!readOnly && (
              <Button
                type="submit"
                loading={createState.isLoading || saveState.isLoading}
                disabled={!!period && !dirty && version?.savedAt !== null}
              >
                {t("common.save")}
              </Button>
            )}
          </>
        )
      }
    >
      {period && version && (
        <VersionBar companyId={companyId} period={period} version={version} dirty={dirty} />
      )}
      {!asAgency && (
        <Alert variant="light" icon={<IconEye size={18} />}>
          {t("agreements.agreements.readOnly")}
        </Alert>
      )}
      {asAgency && canManage && version && !version.can.edit && (
        <Alert
          variant="light"
          color={version.lockedAt ? "orange" : "blue"}
          icon={<IconLock size={18} />}
        >
          {t(
            version.lockedAt
              ? "agreements.periods.lockedVersion"
              : "agreements.periods.readOnlyVersion",
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label={t("agreements.periods.dateFrom")}
          required={!readOnly}
          readOnly={readOnly}
          {...form.getInputProps("dateFrom")}
        />
        <DateField
          label={t("agreements.periods.dateTo")}
          required={!readOnly}
          readOnly={readOnly}
          minDate={form.values.dateFrom}
          {...form.getInputProps("dateTo")}
        />
        {asAgency && (
          <Select
            label={t("agreements.periods.visibility")}
            readOnly={readOnly}
            allowDeselect={false}
            data={[
              { value: "insurer", label: t("agreements.periods.visibilityInsurer") },
              { value: "private", label: t("agreements.periods.visibilityPrivate") },
            ]}
            {...form.getInputProps("visibility")}
          />
        )}
      </SimpleGrid>
      <Title order={2} fz="xl">
        {t("agreements.periods.sections")}
      </Title>
      {asAgency && !readOnly && syndicates.data && syndicates.data.data.length === 0 && (
        <Alert variant="light" color="yellow">
          {t("agreements.periods.noSyndicates")}
        </Alert>
      )}
      {form.values.sections.length === 0 && (
        <Text c="dimmed" size="sm">
          {t("agreements.periods.noSections")}
        </Text>
      )}
      {form.values.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          form={form}
          index={index}
          syndicateOptions={syndicateOptions}
          products={productOptions}
          readOnly={readOnly}
        />
      ))}
      {!readOnly && (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem("sections", emptySection())}
        >
          {t("agreements.periods.addSection")}
        </Button>
      )}
      <UnderwritersEditor form={form} userOptions={userOptions} readOnly={readOnly} />
      {typeof form.errors.sections === "string" && (
        <Text size="sm" c="red.7">
          {form.errors.sections}
        </Text>
      )}
    </EditorForm>
  );
}
