import "../../../i18n/strings/products.ts";
import { Anchor, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePlacementAgreementsQuery, usePlacementRiskCodesQuery } from "../api.ts";
import type { ProductFormValues } from "../useProductForm.ts";

type Form = UseFormReturnType<ProductFormValues>;

/**
 * "Written under": the binding agreement section and risk code the product is
 * written under; only sections covering the product's insurance class can be chosen. The server
 * checks it again on save and publish (same company, current section, dates, risk code).
 */
export function WrittenUnderSection({ form, companyId }: { form: Form; companyId: number }) {
  const { t } = useTranslation();
  const agreements = usePlacementAgreementsQuery(companyId);
  const riskCodes = usePlacementRiskCodesQuery(companyId);
  const placement = form.values.placement ?? null;
  const classId = Number(form.values.insuranceClassId) || null;
  const chosen = (agreements.data ?? []).find((a) => a.id === placement?.bindingAgreementId);
  const error = (field: string) => form.errors[`placement.${field}`];

  const setPlacement = (next: ProductFormValues["placement"]) =>
    form.setFieldValue("placement", next);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Title order={3} fz="md" mb="xs">
        {t("products.writtenUnder.title")}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t("products.writtenUnder.description")}
      </Text>
      {agreements.data && agreements.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("products.writtenUnder.noAgreements")}{" "}
          <Anchor component={Link} to="/company/binding-agreements">
            {t("products.writtenUnder.agreementsLink")}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t("products.writtenUnder.agreement")}
              placeholder={t("products.writtenUnder.none")}
              clearable
              data={(agreements.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={placement ? String(placement.bindingAgreementId) : null}
              onChange={(value) =>
                setPlacement(
                  value
                    ? {
                        bindingAgreementId: Number(value),
                        sectionKey: "",
                        riskCodeId: placement?.riskCodeId ?? null,
                      }
                    : null,
                )
              }
              error={error("bindingAgreementId")}
            />
            <Select
              label={t("products.writtenUnder.section")}
              required={placement !== null}
              disabled={!placement}
              data={(chosen?.sections ?? []).map((s) => ({
                value: s.key,
                label: s.name,
                disabled: classId === null || !s.insuranceClasses.includes(classId),
              }))}
              value={placement?.sectionKey || null}
              onChange={(value) =>
                placement && setPlacement({ ...placement, sectionKey: value ?? "" })
              }
              error={error("sectionKey")}
            />
            <Select
              label={t("products.writtenUnder.riskCode")}
              placeholder={t("products.writtenUnder.noRiskCode")}
              clearable
              disabled={!placement}
              data={(riskCodes.data ?? []).map((r) => ({
                value: String(r.id),
                label: r.description ? `${r.code} – ${r.description}` : r.code,
              }))}
              value={placement?.riskCodeId ? String(placement.riskCodeId) : null}
              onChange={(value) =>
                placement &&
                setPlacement({ ...placement, riskCodeId: value ? Number(value) : null })
              }
              error={error("riskCodeId")}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t("products.writtenUnder.sectionHint")}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

/** "Agreement › Section · risk code" of a placement, for the catalogue (null when not placed). */
export function useWrittenUnderLabel(
  companyId: number,
  placement: ProductFormValues["placement"],
): string | null {
  const agreements = usePlacementAgreementsQuery(companyId, { skip: !placement });
  const riskCodes = usePlacementRiskCodesQuery(companyId, { skip: !placement?.riskCodeId });
  if (!placement) return null;
  const agreement = agreements.data?.find((a) => a.id === placement.bindingAgreementId);
  if (!agreement) return null;
  const section = agreement.sections.find((s) => s.key === placement.sectionKey);
  const code = riskCodes.data?.find((r) => r.id === placement.riskCodeId);
  return [`${agreement.name}${section ? ` › ${section.name}` : ""}`, code ? code.code : null]
    .filter(Boolean)
    .join(" · ");
}
