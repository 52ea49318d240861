import {
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZRiskCode } from "@platform/domain/binding-agreements/schemas";
import { IconArrowLeft, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { fieldErrors } from "../../../api/apiErrors.ts";
import { Permission } from "../../../domain.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { useCatalogueCompany } from "../../../ui/catalogue/useCompanyId.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import { zodResolver } from "../../../ui/zodResolver.ts";
import {
  type TRiskCodeDetail,
  useDeleteRiskCodeMutation,
  useGetRiskCodeQuery,
  useListSyndicatesQuery,
  useSaveRiskCodeMutation,
} from "../api.ts";
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
  const { companyId, canManage } = useCatalogueCompany(Permission.ManageBindingAgreements);
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
  const navigate = useNavigate();
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
  const [createdId, setCreatedId] = useState<number | null>(null);
  const dirty = form.isDirty();

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

  const save = async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const result = await saveRiskCode({
      companyId,
      riskCodeId: riskCode?.id,
      body: toRiskCodeRequest(form.values),
    });
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    const values = toRiskCodeValues(result.data);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    notifySuccess(t(riskCode ? "agreements.riskCodes.saved" : "agreements.riskCodes.created"));
    if (!riskCode) setCreatedId(result.data.id);
    return true;
  };
  const guard = useUnsavedChangesGuard({ when: dirty && !readOnly, onSave: save });
  useEffect(() => {
    if (createdId !== null && !dirty)
      navigate(`/company/risk-codes/${createdId}`, { replace: true });
  }, [createdId, dirty, navigate]);

  const deleteRiskCode = async () => {
    if (!riskCode || !window.confirm(t("agreements.riskCodes.confirmDelete"))) return;
    const result = await remove({ companyId, riskCodeId: riskCode.id });
    if (result.error) return;
    notifySuccess(t("agreements.riskCodes.deleted"));
    navigate("/company/risk-codes");
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
            {riskCode?.code ?? t("agreements.riskCodes.new")}
          </Title>
          {!readOnly && (
            <Group gap="sm">
              {riskCode && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={deleteRiskCode}
                >
                  {t("agreements.riskCodes.delete")}
                </Button>
              )}
              <Button type="submit" loading={saveState.isLoading} disabled={!!riskCode && !dirty}>
                {t("common.save")}
              </Button>
            </Group>
          )}
        </Group>
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
              {t("agreements.nav.syndicates")}
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
      </Stack>
    </form>
  );
}
