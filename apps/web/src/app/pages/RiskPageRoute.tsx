import { RiskClaims } from "../../features/claims/components/RiskClaims.tsx";
import { ProposalsPanel } from "../../features/proposals/ProposalsPanel.tsx";
import { RenewalHistory } from "../../features/renewals/RenewalHistory.tsx";
import { RiskDetailPage } from "../../features/risks/pages/RiskDetailPage.tsx";

/**
 * `/risks/:riskId`: the risks, renewals, proposals and claims features meet here: the proposals
 * (broker) and renewal history panels, and the claims tab.
 */
export function RiskPageRoute() {
  return (
    <RiskDetailPage
      extras={({ companyId, risk, asBroker }) => (
        <>
          {asBroker && <ProposalsPanel companyId={companyId} risk={risk} />}
          {risk.policyNumber !== null || risk.transactionType === 4 ? (
            <RenewalHistory companyId={companyId} riskId={risk.id} />
          ) : null}
        </>
      )}
      claims={(risk, companyId) => (
        <RiskClaims
          companyId={companyId}
          riskPackageId={risk.id}
          bound={risk.policyNumber !== null}
          canNotify={risk.can.notifyClaim}
        />
      )}
    />
  );
}
