import type { RouteObject } from "react-router";

/** Signed-in routes of risks, proposals, client policies, claims, incidents and the work queue. */
export const riskRoutes: RouteObject[] = [
  {
    path: "risks",
    lazy: async () => ({
      Component: (await import("../../features/risks/pages/RisksPage.tsx")).RisksPage,
    }),
  },
  {
    path: "risks/new",
    lazy: async () => ({
      Component: (await import("../../features/risks/new-risk/NewRiskPage.tsx")).NewRiskPage,
    }),
  },
  {
    path: "risks/:riskId/edit",
    lazy: async () => ({
      Component: (await import("../../features/risks/new-risk/NewRiskPage.tsx")).NewRiskPage,
    }),
  },
  ...(["adjust", "cancel", "reinstate"] as const).map((kind) => ({
    path: `risks/:riskId/${kind}`,
    lazy: async () => {
      const pages = await import("../../features/policy-changes/pages/PolicyChangePage.tsx");
      return {
        Component:
          kind === "adjust"
            ? pages.AdjustPolicyPage
            : kind === "cancel"
              ? pages.CancelPolicyPage
              : pages.ReinstatePolicyPage,
      };
    },
  })),
  {
    path: "proposal/:proposalId",
    lazy: async () => ({
      Component: (await import("../../features/proposals/ClientProposalPage.tsx"))
        .ClientProposalPage,
    }),
  },
  {
    path: "client/policies",
    lazy: async () => ({
      Component: (await import("../../features/client-policies/ClientPoliciesPage.tsx"))
        .ClientPoliciesPage,
    }),
  },
  {
    path: "client/policies/:riskPackageId",
    lazy: async () => ({
      Component: (await import("../../features/client-policies/ClientPolicyPage.tsx"))
        .ClientPolicyPage,
    }),
  },
  {
    path: "risks/:riskId",
    lazy: async () => ({
      Component: (await import("../pages/RiskPageRoute.tsx")).RiskPageRoute,
    }),
  },
  {
    path: "claims",
    lazy: async () => ({
      Component: (await import("../../features/claims/pages/ClaimsPage.tsx")).ClaimsPage,
    }),
  },
  {
    path: "claims/:claimId",
    lazy: async () => ({
      Component: (await import("../../features/claims/pages/ClaimPage.tsx")).ClaimPage,
    }),
  },
  {
    path: "incidents",
    lazy: async () => ({
      Component: (await import("../../features/claims/pages/IncidentsPage.tsx")).IncidentsPage,
    }),
  },
  {
    path: "incidents/new",
    lazy: async () => ({
      Component: (await import("../../features/claims/pages/NewIncidentPage.tsx")).NewIncidentPage,
    }),
  },
  {
    path: "incidents/:claimId",
    lazy: async () => ({
      Component: (await import("../../features/claims/pages/ClaimPage.tsx")).ClaimPage,
    }),
  },
  {
    path: "company/dashboard",
    lazy: async () => ({
      Component: (await import("../pages/DashboardRoute.tsx")).DashboardRoute,
    }),
  },
];
