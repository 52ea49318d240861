import "../../../i18n/strings/agreements.ts";
import "../../../i18n/strings/products.ts";
import {
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZRiskCode } from "@platform/domain/binding-agreements/schemas";
import { IconArrowLeft, IconPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRecordDelete, useRecordEditor } from "../../../ui/useRecordEditor.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TRiskCodeDetail,
  useDeleteRiskCodeMutation,
  useGetRiskCodeQuery,
  useListSyndicatesQuery,
  useSaveRiskCodeMutation,
} from "../api.ts";
import { DeleteButton, EditorForm } from "../components/EditorForm.tsx";
import { PeriodEditor } from "../components/PeriodEditor.tsx";
import {
  emptyPeriod,
  emptyRiskCode,
  type RiskCodeValues,
  toRiskCodeRequest,
  toRiskCodeValues,
} from "../components/riskCodeValues.ts";

const validate = zodResolver(ZRiskCode);

/** `/company/risk-codes/new` and `/company/risk-codes/:riskCodeId`. */
export function RiskCodeDetailPage() {
  const { t } = useTranslation();
  const { riskCodeId } = useParams();
  const isNew = riskCodeId === "new";
  const { companyId, canManage } = useCatalogueCompany("manageBindingAgreements");
  const query = useGetRiskCodeQuery(
    { companyId: companyId ?? 0, riskCodeId: Number(riskCodeId) },
    { skip: companyId === null || isNew },
  );
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      <Anchor component={Link} to="/company/risk-codes" size="sm" mb="md" display="inline-flex">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("agreements.riskCodes.back")}
        </Group>
      </Anchor>
      {companyId !== null &&
        (isNew ? (
          <RiskCodeForm companyId={companyId} canManage={canManage} />
        ) : (
          <QueryPanel
            isLoading={query.isLoading}
            error={query.error}
            item={t("agreements.riskCodes.item")}
            onRetry={query.refetch}
          >
            {query.data && (
              <RiskCodeForm
                key={query.data.id}
                companyId={companyId}
                canManage={canManage}
                riskCode={query.data}
              />
            )}
          </QueryPanel>
        ))}
    </Container>
  );
}

function RiskCodeForm({
  companyId,
  canManage,
  riskCode,
}: {
  companyId: number;
  canManage: boolean;
  riskCode?: TRiskCodeDetail;
}) {
  const { t } = useTranslation();
  const _navigate = useNavigate();
  useDocumentTitle(riskCode?.code ?? t("agreements.riskCodes.new"));
  const readOnly = !canManage;
  const form = useForm<RiskCodeValues>({
    mode: "controlled",
    initialValues: riskCode ? toRiskCodeValues(riskCode) : emptyRiskCode(),
    validate: (values) => validate(toRiskCodeRequest(values)),
  });
  const syndicates = useListSyndicatesQuery({ companyId, perPage: 100 });
  const [saveRiskCode, saveState] = useSaveRiskCodeMutation();
  const [remove] = useDeleteRiskCodeMutation();
  const { save, guard, dirty } = useRecordEditor({
    form,
    exists: !!riskCode,
    editable: !readOnly,
    send: (values) =>
      saveRiskCode({ companyId, riskCodeId: riskCode?.id, body: toRiskCodeRequest(values) }),
    toValues: toRiskCodeValues,
    messages: {
      saved: t("agreements.riskCodes.saved"),
      created: t("agreements.riskCodes.created"),
    },
    pathOf: (id) => `/company/risk-codes/${id}`,
  });
  const deleteRiskCode = useRecordDelete({
    confirm: t("agreements.riskCodes.confirmDelete"),
    deleted: t("agreements.riskCodes.deleted"),
    listPath: "/company/risk-codes",
    remove: () => remove({ companyId, riskCodeId: riskCode?.id ?? 0 }),
  });

  // The company's syndicates, plus any already chosen that the first page does not hold.
  const syndicateOptions = useMemo(() => {
    const options = new Map<string, string>();
    for (const row of syndicates.data?.data ?? []) {
      const label = row.lloydsNumber ? `${row.name} (${row.lloydsNumber})` : row.name;
      options.set(String(row.id), label);
    }
    for (const period of riskCode?.periods ?? []) {
      for (const share of period.syndicates) {
        if (!options.has(String(share.syndicateId)))
          options.set(String(share.syndicateId), share.syndicateName);
      }
    }
    return [...options].map(([value, label]) => ({ value, label }));
  }, [syndicates.data, riskCode]);

  return (
    <EditorForm
      onSave={save}
      guard={guard}
      title={riskCode?.code ?? t("agreements.riskCodes.new")}
      actions={
        !readOnly && (
          <>
            {riskCode && (
              <DeleteButton onClick={deleteRiskCode}>
                {t("agreements.riskCodes.delete")}
              </DeleteButton>
            )}
            <Button type="submit" loading={saveState.isLoading} disabled={!!riskCode && !dirty}>
              {t("common.save")}
            </Button>
          </>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t("agreements.riskCodes.code")}
          required
          readOnly={readOnly}
          {...form.getInputProps("code")}
        />
        <Textarea
          label={t("agreements.riskCodes.descriptionLabel")}
          autosize
          minRows={1}
          readOnly={readOnly}
          {...form.getInputProps("description")}
        />
      </SimpleGrid>
      {!readOnly && syndicates.data && syndicates.data.meta.total === 0 && (
        <Text c="dimmed" size="sm">
          {t("agreements.riskCodes.noSyndicates")}{" "}
          <Anchor component={Link} to="/company/syndicates" size="sm">
            {t("products.nav.syndicates")}
          </Anchor>
        </Text>
      )}
      {form.values.periods.map((period, index) => (
        <PeriodEditor
          key={period.key}
          form={form}
          index={index}
          syndicateOptions={syndicateOptions}
          readOnly={readOnly}
        />
      ))}
      {typeof form.errors.periods === "string" && (
        <Text size="sm" c="red.7">
          {form.errors.periods}
        </Text>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem("periods", emptyPeriod())}
          >
            {t("agreements.riskCodes.addPeriod")}
          </Button>
        </Group>
      )}
    </EditorForm>
  );
}
