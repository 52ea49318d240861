import { CompanyType } from "../../domain.ts";
import { ClaimsQueue } from "../../features/claims/components/ClaimsQueue.tsx";
import { WorkQueuePage } from "../../features/dashboard/pages/WorkQueuePage.tsx";

/**
 * `/company/dashboard`: the dashboard's work queues and, for brokers and underwriters, the
 * claims counts of the claims feature; incidents are the underwriter's only.
 */
export function DashboardRoute() {
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
