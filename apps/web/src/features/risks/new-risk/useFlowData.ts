import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useRiskBrokeragesQuery, useRiskFormQuery, useRiskPackageChoicesQuery } from "../api.ts";
import type { useRiskSide } from "../useRiskSide.ts";

/**
 * What the flow reads from the server: the packages on offer, the brokerages an underwriter
 * writes for, and the proposal form (a saved risk's pinned version, dataset options filled in;
 * before saving, a broker reads it through the package).
 */
export function useFlowData(
  side: ReturnType<typeof useRiskSide>,
  packageId: string | null,
  risk: TRiskPackageView | null,
) {
  const companyId = side.companyId ?? 0;
  const writingDirect = !side.asBroker;
  const packages = useRiskPackageChoicesQuery(
    { companyId, asBroker: side.asBroker },
    { skip: side.companyId === null },
  );
  const brokerages = useRiskBrokeragesQuery(companyId, {
    skip: side.companyId === null || !writingDirect,
  });
  const main = risk?.risks[0];
  const versionBase = main
    ? `/companies/${companyId}/products/${main.productId}/versions/${main.productVersionId}`
    : null;
  const packageBase = packageId ? `/companies/${companyId}/available-packages/${packageId}` : null;
  // A saved risk (a draft, a renewal) answers on the version it is pinned to; before it is saved,
  // the package offers its newest published version.
  const formUrl = risk
    ? `/companies/${companyId}/risks/${risk.id}/form`
    : side.asBroker
      ? packageBase && `${packageBase}/form`
      : versionBase && `${versionBase}/design`;
  const rateUrl = side.asBroker
    ? packageBase && `${packageBase}/rate`
    : versionBase && `${versionBase}/rate`;
  const form = useRiskFormQuery({ url: formUrl ?? "" }, { skip: !formUrl });
  return {
    writingDirect,
    packages: (packages.data ?? []).filter((p) => !p.status || p.status === "published"),
    packagesLoading: packages.isLoading,
    packagesError: packages.error,
    brokerages: brokerages.data ?? [],
    form,
    rateUrl,
  };
}
