import { CompanyType } from "../../domain.ts";
import { InsurerOverview } from "../../features/bordereaux/InsurerOverview.tsx";
import { ClaimsQueue } from "../../features/claims/components/ClaimsQueue.tsx";
import { WorkQueuePage } from "../../features/dashboard/pages/WorkQueuePage.tsx";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";

/**
 * `/company/dashboard`: the dashboard's work queues and, for brokers and underwriters, the
 * claims counts of the claims feature; incidents are the underwriter's only. An insurer has no
 * queues: its dashboard is the agreements it carries with their loss ratios.
 */
export function DashboardRoute() {
  const { company } = useRepresentingCompany();
  if (company?.refCompanyTypeId === CompanyType.Insurer) return <InsurerOverview />;
  return (
    <WorkQueuePage
      extra={(companyId, type) =>
        type === CompanyType.Broker || type === CompanyType.Underwriter ? (
          <ClaimsQueue companyId={companyId} withIncidents={type === CompanyType.Underwriter} />
        ) : null
      }
    />
  );
}
