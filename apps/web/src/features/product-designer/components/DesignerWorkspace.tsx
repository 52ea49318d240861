import "../../../i18n/strings/rating.ts";
import { Alert } from "@mantine/core";
import type { Question } from "@platform/domain/proposal-form/index";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorBody, httpStatus } from "../../../api/apiErrors.ts";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { FullScreenLoader } from "../../../ui/FullScreenLoader.tsx";
import { useListDatasetsWithRowsQuery } from "../../datasets/api.ts";
import { DatasetsPanel } from "../../datasets/components/DatasetsPanel.tsx";
import { useLatestTestRunQuery } from "../../test-runs/api.ts";
import { TestRunsPanel } from "../../test-runs/components/TestRunsPanel.tsx";
import { useGetDesignQuery, useGetVersionInfoQuery, type VersionKey } from "../api.ts";
import { ProductDesigner } from "./ProductDesigner.tsx";
import { PublishButton } from "./PublishButton.tsx";

interface Props extends VersionKey {
  /** The designer page has its own publish button; the product page has the catalogue's. */
  showPublish?: boolean;
  /** Unsaved changes of the surrounding page (see ProductDesigner). */
  outerDirty?: boolean;
  /** The product's rule-message visibility for brokers, shown beside each rule. */
  brokerSees?: { decline: boolean; endorsement: boolean; refer: boolean };
}

/**
 * The designer of one version with its datasets and test runs: the designer page shows it, and
 * the product detail page shows it as its "Designer" tab.
 */
export function DesignerWorkspace({ showPublish = false, outerDirty, brokerSees, ...key }: Props) {
  const { t } = useTranslation();
  const design = useGetDesignQuery(key);
  const info = useGetVersionInfoQuery(key);
  const datasets = useListDatasetsWithRowsQuery(key);

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
  const editable = design.data.can.edit;
  return (
    <ProductDesigner
      key={key.versionId}
      versionKey={key}
      design={design.data}
      datasetOptions={datasetOptions}
      compileDatasets={datasets.data?.data ?? null}
      outerDirty={outerDirty}
      brokerSees={brokerSees}
      actions={
        showPublish && info.data
          ? (showTab: (tab: string) => void) => (
              <PublishButton
                versionKey={key}
                versionNumber={info.data?.versionNumber ?? 0}
                canPublish={Boolean(info.data?.can.publish)}
                onShowTab={showTab}
              />
            )
          : undefined
      }
      datasets={<DatasetsPanel scope={key} readOnly={!editable} />}
      testRuns={({ testCases, onChange, errors, dirty }) => (
        <TestRunsPanel
          versionKey={key}
          testCases={testCases}
          onChange={onChange}
          errors={errors}
          readOnly={!editable}
          dirty={dirty}
        />
      )}
    />
  );
}

/**
 * What publishing should know: the last test run of the version failed, is missing or is
 * older than the design. Shown beside a publish button.
 */
export function TestRunWarning(key: VersionKey) {
  const latest = useLatestTestRunQuery(key);
  if (!latest.data?.warning || !latest.data.message) return null;
  return (
    <Alert
      color={latest.data.warning === "failed" ? "red" : "yellow"}
      data-testid="test-run-warning"
    >
      {latest.data.message}
    </Alert>
  );
}
