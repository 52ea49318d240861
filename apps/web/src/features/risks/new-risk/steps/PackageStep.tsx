import "../../../../i18n/strings/risks.ts";
import { Alert, Card, Radio, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { TPackageChoice } from "../../api.ts";
import type { FlowValues } from "../flow.ts";

/** Step 1: the product package (a broker's available packages) and, writing direct, the brokerage. */
export function PackageStep({
  form,
  packages,
  brokerages,
  writingDirect,
  locked,
}: {
  form: UseFormReturnType<FlowValues>;
  packages: TPackageChoice[];
  brokerages: { id: number; name: string }[];
  writingDirect: boolean;
  /** A saved risk keeps its package. */
  locked: boolean;
}) {
  const { t } = useTranslation();
  if (packages.length === 0) return <Alert color="yellow">{t("risks.flow.noPackages")}</Alert>;
  const error = form.errors.productPackageId;
  return (
    <Stack gap="md">
      <Radio.Group
        label={t("risks.flow.choosePackage")}
        error={error}
        value={form.values.productPackageId}
        onChange={(value) => !locked && form.setFieldValue("productPackageId", value)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          {packages.map((choice) => (
            <Card
              key={choice.id}
              withBorder
              radius="md"
              padding="md"
              component="label"
              style={{ cursor: locked ? "default" : "pointer" }}
              data-testid="package-choice"
            >
              <Radio
                value={String(choice.id)}
                disabled={locked && form.values.productPackageId !== String(choice.id)}
                label={
                  <Stack gap={2}>
                    <Text fw={600}>{choice.name}</Text>
                    <Text size="sm" c="dimmed">
                      {choice.mainProductName}
                      {choice.underwriterName ? ` · ${choice.underwriterName}` : ""}
                    </Text>
                  </Stack>
                }
              />
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {writingDirect && (
        <Select
          label={t("risks.flow.brokerage")}
          description={t("risks.flow.brokerageHint")}
          data={brokerages.map((b) => ({ value: String(b.id), label: b.name }))}
          searchable
          required
          disabled={locked}
          maw={420}
          {...form.getInputProps("brokerCompanyId")}
        />
      )}
    </Stack>
  );
}
