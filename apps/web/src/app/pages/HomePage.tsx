import { CompanyType, navigationLinks } from "../../domain.ts";
import { useCanManageCompany } from "../../features/companies/useManagedCompanyId.ts";
import { LandingPage } from "../../features/home/components/LandingPage.tsx";
import { WelcomePage } from "../../features/home/components/WelcomePage.tsx";
import { ApprovalQueue } from "../../features/system-console/components/ApprovalQueue.tsx";
import { useCurrentUser } from "../session/useCurrentUser.ts";
import { usePortal } from "../session/usePortal.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";
import { useStepCounts } from "./useStepCounts.ts";

/** `/`: the product's landing page when signed out, the user's next steps when signed in. */
export function HomePage() {
  const { user } = useCurrentUser();
  return user ? <SignedInHome /> : <LandingPage />;
}

function SignedInHome() {
  const { user } = useCurrentUser();
  const { company } = useRepresentingCompany();
  const portal = usePortal();
  const canManage = useCanManageCompany();
  const links = navigationLinks({
    user: user!,
    currentCompany: portal.company ?? company,
    representingCompany: company,
  });
  const typeId = company?.refCompanyTypeId ?? null;
  const figures = useStepCounts({ companyId: company?.id ?? null, typeId, links, canManage });
  return (
    <WelcomePage
      user={user!}
      links={links}
      canManage={canManage}
      counts={figures.counts}
      connections={figures.loadingConnections ? undefined : figures.connections}
      before={typeId === CompanyType.System ? <ApprovalQueue /> : null}
    />
  );
}
