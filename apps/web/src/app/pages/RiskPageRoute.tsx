import { ProposalsPanel } from "../../features/proposals/ProposalsPanel.tsx";
import { RenewalHistory } from "../../features/renewals/RenewalHistory.tsx";
import { RiskDetailPage } from "../../features/risks/pages/RiskDetailPage.tsx";

/** `/risks/:riskId`: the risk page with the proposals (broker) and renewal history panels. */
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
    />
  );
}
