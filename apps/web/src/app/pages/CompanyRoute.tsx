import { CompanyPage } from "../../features/companies/pages/CompanyPage.tsx";
import { BoundPolicyReportPanel } from "../../features/reports/BoundPolicyReportPanel.tsx";

/** The company page with the panels other features add for members (SPEC §2). */
export function CompanyRoute() {
  return (
    <CompanyPage
      panels={(company) =>
        company.can.executeReports ? <BoundPolicyReportPanel companyId={company.id} /> : null
      }
    />
  );
}
