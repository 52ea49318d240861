import { createBrowserRouter } from "react-router";
import { registerNavigate } from "../api/navigate.ts";
import { FullScreenLoader } from "../ui/FullScreenLoader.tsx";
import { RouteErrorView } from "./errors/RouteErrorView.tsx";
import { GuestOnly, RequireUser } from "./guards.tsx";
import { RootLayout } from "./RootLayout.tsx";
import { ShellLayout } from "./shell/ShellLayout.tsx";

/**
 * Routes of SPEC §2. Pages load lazily (the full-screen loader shows meanwhile). Routes whose
 * screens come in later issues (incidents, …) fall through to the not-found view until they
 * exist; `/company/dashboard` shows the work queue until the dashboards issue.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    errorElement: <RouteErrorView />,
    children: [
      {
        element: <ShellLayout />,
        children: [
          {
            errorElement: <RouteErrorView />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/home/pages/HomePage.tsx")).HomePage,
                }),
              },
              {
                element: <GuestOnly />,
                children: [
                  {
                    path: "login",
                    lazy: async () => ({
                      Component: (await import("./pages/LoginRoute.tsx")).LoginRoute,
                    }),
                  },
                  {
                    path: "register",
                    lazy: async () => ({
                      Component: (await import("../features/auth/pages/RegisterPage.tsx"))
                        .RegisterPage,
                    }),
                  },
                  {
                    path: "forgot-password",
                    lazy: async () => ({
                      Component: (
                        await import("../features/password-reset/pages/ForgotPasswordPage.tsx")
                      ).ForgotPasswordPage,
                    }),
                  },
                  {
                    path: "reset-password",
                    lazy: async () => ({
                      Component: (
                        await import("../features/password-reset/pages/ResetPasswordPage.tsx")
                      ).ResetPasswordPage,
                    }),
                  },
                ],
              },
              // Reached while the session is gated (403 2fa.verify, 2fa.setup, passwordExpired).
              {
                path: "two-factor-auth/verify",
                lazy: async () => ({
                  Component: (await import("../features/two-factor/pages/TwoFactorVerifyPage.tsx"))
                    .TwoFactorVerifyPage,
                }),
              },
              {
                path: "two-factor-auth/setup",
                lazy: async () => ({
                  Component: (await import("../features/two-factor/pages/TwoFactorSetupPage.tsx"))
                    .TwoFactorSetupPage,
                }),
              },
              {
                path: "password-expired",
                lazy: async () => ({
                  Component: (
                    await import("../features/password-reset/pages/PasswordExpiredPage.tsx")
                  ).PasswordExpiredPage,
                }),
              },
              {
                element: <RequireUser />,
                children: [
                  {
                    path: "account",
                    lazy: async () => ({
                      Component: (await import("../features/account/pages/AccountPage.tsx"))
                        .AccountPage,
                    }),
                  },
                  {
                    path: "account/security",
                    lazy: async () => ({
                      Component: (
                        await import("../features/account-security/pages/AccountSecurityPage.tsx")
                      ).AccountSecurityPage,
                    }),
                  },
                  {
                    path: "company/security",
                    lazy: async () => ({
                      Component: (
                        await import("../features/account-security/pages/CompanySecurityPage.tsx")
                      ).CompanySecurityPage,
                    }),
                  },
                  {
                    path: "system/outbox",
                    lazy: async () => ({
                      Component: (await import("../features/account-security/pages/OutboxPage.tsx"))
                        .OutboxPage,
                    }),
                  },
                  {
                    path: "company/products/:productId/versions/:versionId/designer",
                    lazy: async () => ({
                      Component: (
                        await import("../features/product-designer/pages/ProductDesignerPage.tsx")
                      ).ProductDesignerPage,
                    }),
                  },
                  {
                    path: "quick-quote/:packageId?",
                    lazy: async () => ({
                      Component: (await import("../features/quick-quote/pages/QuickQuotePage.tsx"))
                        .QuickQuotePage,
                    }),
                  },
                  {
                    path: "company/products",
                    lazy: async () => ({
                      Component: (await import("../features/products/pages/ProductsPage.tsx"))
                        .ProductsPage,
                    }),
                  },
                  {
                    path: "company/products/:productId",
                    lazy: async () => ({
                      Component: (await import("../features/products/pages/ProductDetailPage.tsx"))
                        .ProductDetailPage,
                    }),
                  },
                  {
                    path: "company/product-classes",
                    lazy: async () => ({
                      Component: (await import("../features/products/pages/ProductClassesPage.tsx"))
                        .ProductClassesPage,
                    }),
                  },
                  {
                    path: "company/product-packages",
                    lazy: async () => ({
                      Component: (
                        await import("../features/product-packages/pages/PackagesPage.tsx")
                      ).PackagesPage,
                    }),
                  },
                  {
                    path: "company/product-packages/:packageId",
                    lazy: async () => ({
                      Component: (
                        await import("../features/product-packages/pages/PackageDetailPage.tsx")
                      ).PackageDetailPage,
                    }),
                  },
                  {
                    path: "company/product-packages/:packageId/permissions",
                    lazy: async () => ({
                      Component: (
                        await import(
                          "../features/product-packages/pages/PackagePermissionsPage.tsx"
                        )
                      ).PackagePermissionsPage,
                    }),
                  },
                  {
                    path: "company/clauses",
                    lazy: async () => ({
                      Component: (await import("../features/clauses/pages/ClausesPage.tsx"))
                        .ClausesPage,
                    }),
                  },
                  {
                    path: "company/clauses/:clauseId",
                    lazy: async () => ({
                      Component: (await import("../features/clauses/pages/ClauseDetailPage.tsx"))
                        .ClauseDetailPage,
                    }),
                  },
                  {
                    path: "company/document-templates",
                    lazy: async () => ({
                      Component: (
                        await import("../features/documents/pages/DocumentTemplatesPage.tsx")
                      ).DocumentTemplatesPage,
                    }),
                  },
                  {
                    path: "company/document-templates/:templateId",
                    lazy: async () => ({
                      Component: (
                        await import("../features/documents/pages/DocumentTemplatePage.tsx")
                      ).DocumentTemplatePage,
                    }),
                  },
                  {
                    path: "company/email-templates",
                    lazy: async () => ({
                      Component: (
                        await import("../features/documents/pages/EmailTemplatesPage.tsx")
                      ).EmailTemplatesPage,
                    }),
                  },
                  {
                    path: "company/email-templates/:templateId",
                    lazy: async () => ({
                      Component: (await import("../features/documents/pages/EmailTemplatePage.tsx"))
                        .EmailTemplatePage,
                    }),
                  },
                  {
                    path: "company/files/:folderId?",
                    lazy: async () => ({
                      Component: (await import("../features/files/pages/FilesPage.tsx")).FilesPage,
                    }),
                  },
                  {
                    path: "company/syndicates",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/SyndicatesPage.tsx")
                      ).SyndicatesPage,
                    }),
                  },
                  {
                    path: "company/risk-codes",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/RiskCodesPage.tsx")
                      ).RiskCodesPage,
                    }),
                  },
                  {
                    path: "company/risk-codes/:riskCodeId",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/RiskCodeDetailPage.tsx")
                      ).RiskCodeDetailPage,
                    }),
                  },
                  {
                    path: "company/bordereaux",
                    lazy: async () => ({
                      Component: (await import("../features/bordereaux/BordereauxPage.tsx"))
                        .BordereauxPage,
                    }),
                  },
                  {
                    path: "company/binding-agreements",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/AgreementsPage.tsx")
                      ).AgreementsPage,
                    }),
                  },
                  {
                    path: "company/binding-agreements/:agreementId/periods/:periodId",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/PeriodPage.tsx")
                      ).PeriodPage,
                    }),
                  },
                  {
                    path: "company/binding-agreements/:agreementId",
                    lazy: async () => ({
                      Component: (
                        await import("../features/binding-agreements/pages/AgreementDetailPage.tsx")
                      ).AgreementDetailPage,
                    }),
                  },
                  {
                    path: "company/workflow",
                    lazy: async () => ({
                      Component: (
                        await import("../features/underwriting-statuses/pages/WorkflowPage.tsx")
                      ).WorkflowPage,
                    }),
                  },
                  {
                    path: "company/assignment-rules",
                    lazy: async () => ({
                      Component: (
                        await import("../features/assignment-rules/pages/AssignmentRulesPage.tsx")
                      ).AssignmentRulesPage,
                    }),
                  },
                  {
                    path: "risks",
                    lazy: async () => ({
                      Component: (await import("../features/risks/pages/RisksPage.tsx")).RisksPage,
                    }),
                  },
                  {
                    path: "risks/new",
                    lazy: async () => ({
                      Component: (await import("../features/risks/new-risk/NewRiskPage.tsx"))
                        .NewRiskPage,
                    }),
                  },
                  {
                    path: "risks/:riskId/edit",
                    lazy: async () => ({
                      Component: (await import("../features/risks/new-risk/NewRiskPage.tsx"))
                        .NewRiskPage,
                    }),
                  },
                  ...(["adjust", "cancel", "reinstate"] as const).map((kind) => ({
                    path: `risks/:riskId/${kind}`,
                    lazy: async () => {
                      const pages = await import(
                        "../features/policy-changes/pages/PolicyChangePage.tsx"
                      );
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
                      Component: (await import("../features/proposals/ClientProposalPage.tsx"))
                        .ClientProposalPage,
                    }),
                  },
                  {
                    path: "client/policies",
                    lazy: async () => ({
                      Component: (await import("../features/proposals/ClientPoliciesPage.tsx"))
                        .ClientPoliciesPage,
                    }),
                  },
                  {
                    path: "risks/:riskId",
                    lazy: async () => ({
                      Component: (await import("./pages/RiskPageRoute.tsx")).RiskPageRoute,
                    }),
                  },
                  {
                    path: "claims",
                    lazy: async () => ({
                      Component: (await import("../features/claims/pages/ClaimsPage.tsx"))
                        .ClaimsPage,
                    }),
                  },
                  {
                    path: "claims/:claimId",
                    lazy: async () => ({
                      Component: (await import("../features/claims/pages/ClaimPage.tsx")).ClaimPage,
                    }),
                  },
                  {
                    path: "incidents",
                    lazy: async () => ({
                      Component: (await import("../features/claims/pages/IncidentsPage.tsx"))
                        .IncidentsPage,
                    }),
                  },
                  {
                    path: "incidents/new",
                    lazy: async () => ({
                      Component: (await import("../features/claims/pages/NewIncidentPage.tsx"))
                        .NewIncidentPage,
                    }),
                  },
                  {
                    path: "incidents/:claimId",
                    lazy: async () => ({
                      Component: (await import("../features/claims/pages/ClaimPage.tsx")).ClaimPage,
                    }),
                  },
                  {
                    path: "company/dashboard",
                    lazy: async () => ({
                      Component: (await import("../features/dashboard/pages/WorkQueuePage.tsx"))
                        .WorkQueuePage,
                    }),
                  },
                  {
                    path: "select-company",
                    lazy: async () => ({
                      Component: (await import("../features/companies/pages/SelectCompanyPage.tsx"))
                        .SelectCompanyPage,
                    }),
                  },
                  {
                    path: "company/manage",
                    lazy: async () => ({
                      Component: (await import("../features/companies/pages/ManageCompanyPage.tsx"))
                        .ManageCompanyPage,
                    }),
                  },
                  {
                    path: "companies/new",
                    lazy: async () => ({
                      Component: (await import("../features/companies/pages/CreateCompanyPage.tsx"))
                        .CreateCompanyPage,
                    }),
                  },
                ],
              },
              {
                // The public quick quote of a package on an underwriter's portal.
                path: "products/:packageId/quick-quote",
                lazy: async () => ({
                  Component: (await import("../features/quick-quote/pages/QuickQuotePage.tsx"))
                    .QuickQuotePage,
                }),
              },
              {
                path: "products",
                lazy: async () => ({
                  Component: (
                    await import("../features/product-packages/pages/PublicProductsPage.tsx")
                  ).PublicProductsPage,
                }),
              },
              // Public: a company's profile brands its portal; an invitation link works signed out.
              {
                path: "companies/:companyId",
                lazy: async () => ({
                  Component: (await import("./pages/CompanyRoute.tsx")).CompanyRoute,
                }),
              },
              {
                // A folder's shareable link: public folders open signed out (SPEC §6).
                path: "companies/:companyId/folders/:folderId",
                lazy: async () => ({
                  Component: (await import("../features/files/pages/PublicFolderPage.tsx"))
                    .PublicFolderPage,
                }),
              },
              {
                path: "invitations/:token",
                lazy: async () => ({
                  Component: (await import("../features/companies/pages/InvitationPage.tsx"))
                    .InvitationPage,
                }),
              },
              {
                path: "legal/au/terms-of-use",
                lazy: async () => ({
                  Component: (await import("../features/legal/pages/TermsOfUsePage.tsx"))
                    .TermsOfUsePage,
                }),
              },
              {
                path: "legal/au/privacy-policy",
                lazy: async () => ({
                  Component: (await import("../features/legal/pages/PrivacyPolicyPage.tsx"))
                    .PrivacyPolicyPage,
                }),
              },
              {
                path: "*",
                lazy: async () => ({
                  Component: (await import("./errors/NotFoundPage.tsx")).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);

registerNavigate((to, options) => {
  void router.navigate(to, options);
});
