import { RiskClaims } from "../../features/claims/components/RiskClaims.tsx";
import { RiskDetailPage } from "../../features/risks/pages/RiskDetailPage.tsx";
import { useRiskSide } from "../../features/risks/useRiskSide.ts";

/** The risk page with its claims tab: the risks and claims features meet here. */
export function RiskDetailRoute() {
  // Notifying needs ManageRisks on the broker or underwriter side (the server checks it too).
  const { canCreate } = useRiskSide();
  return (
    <RiskDetailPage
      claims={(risk, companyId) => (
        <RiskClaims
          companyId={companyId}
          riskPackageId={risk.id}
          bound={risk.policyNumber !== null}
          canNotify={canCreate}
        />
      )}
    />
  );
}
