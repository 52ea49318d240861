import { Anchor, Badge, Breadcrumbs, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { Question } from "@platform/domain/proposal-form/index";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { apiErrorBody, httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useRepresentingCompany } from "../../companies/useRepresentingCompany.ts";
import { useListDatasetsQuery } from "../../datasets/api.ts";
import { DatasetsPanel } from "../../datasets/components/DatasetsPanel.tsx";
import { useLatestTestRunQuery } from "../../test-runs/api.ts";
import { TestRunsPanel } from "../../test-runs/components/TestRunsPanel.tsx";
import { useGetDesignQuery, useGetVersionInfoQuery } from "../api.ts";
import { ProductDesigner } from "../components/ProductDesigner.tsx";
import { PublishButton } from "../components/PublishButton.tsx";

/**
 * /company/products/:productId/versions/:versionId/designer — the designer of one version. The
 * product detail page of the catalogue shows the same tabs; this page composes the designer
 * with the datasets and test runs features.
 */
export function ProductDesignerPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { id: companyId } = useRepresentingCompany();
  const key = {
    companyId: companyId ?? 0,
    productId: Number(params.productId),
    versionId: Number(params.versionId),
  };
  const skip = !companyId;
  const design = useGetDesignQuery(key, { skip });
  const info = useGetVersionInfoQuery(key, { skip });
  const datasets = useListDatasetsQuery(key, { skip });
  const latest = useLatestTestRunQuery(key, { skip });
  useDocumentTitle(
    info.data ? `${info.data.name} v${info.data.versionNumber}` : t("rating.designer.title"),
  );

  const datasetOptions = useCallback(
    (q: Question) => {
      if (!q.dataset) return undefined;
      const { name, valueColumn, labelColumn } = q.dataset;
      const rows = datasets.data?.data.find((d) => d.name === name)?.rows ?? [];
      return rows
        .filter((r) => r[valueColumn] !== null && r[valueColumn] !== undefined)
        .map((r) => ({
          value: String(r[valueColumn]),
          label: String(r[labelColumn ?? valueColumn] ?? r[valueColumn]),
        }));
    },
    [datasets.data],
  );

  if (design.error)
    return (
      <ErrorView
        status={httpStatus(design.error)}
        serverMessage={apiErrorBody(design.error)?.message}
        item={t("rating.designer.item")}
      />
    );
  if (!design.data) return <FullScreenLoader />;
  const version = info.data;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/company/products">
            {t("rating.designer.products")}
          </Anchor>
          <Text size="sm">{version?.name ?? "…"}</Text>
        </Breadcrumbs>
        <Group gap="sm" align="center">
          <Title order={1} fz="h2">
            {t("rating.designer.title")}
          </Title>
          {version && (
            <>
              <Badge variant="light">
                {t("rating.designer.version", { n: version.versionNumber })}
              </Badge>
              <Badge
                color={version.status === "published" ? "green" : "gray"}
                variant="light"
                data-testid="version-status"
              >
                {t(`rating.designer.status.${version.status}`)}
              </Badge>
            </>
          )}
        </Group>
        <ProductDesigner
          key={key.versionId}
          versionKey={key}
          design={design.data}
          datasetOptions={datasetOptions}
          actions={
            <PublishButton
              versionKey={key}
              canPublish={Boolean(version?.can.publish)}
              latest={latest.data}
            />
          }
          datasets={<DatasetsPanel versionKey={key} readOnly={!design.data.can.edit} />}
          testRuns={({ testCases, onChange, errors, dirty, save }) => (
            <Stack gap="md">
              <Group justify="flex-end">{save}</Group>
              <TestRunsPanel
                versionKey={key}
                testCases={testCases}
                onChange={onChange}
                errors={errors}
                readOnly={!design.data?.can.edit}
                dirty={dirty}
              />
            </Stack>
          )}
        />
      </Stack>
    </Container>
  );
}
