import type { RouteObject } from "react-router";
import { FullScreenLoader } from "../../ui/FullScreenLoader.tsx";
import { RouteErrorView } from "../errors/RouteErrorView.tsx";
import { GuestOnly, RequireUser } from "../guards.tsx";
import { RootLayout } from "../RootLayout.tsx";
import { ShellLayout } from "../shell/ShellLayout.tsx";
import { catalogueRoutes } from "./catalogue.ts";
import { riskRoutes } from "./risks.ts";

/**
 * Routes of SPEC §2. Pages load lazily (the full-screen loader shows meanwhile). Routes whose
 * screens come in later issues (incidents, …) fall through to the not-found view until they
 * exist; `/company/dashboard` shows the work queue until the dashboards issue.
 */
export const appRoutes: RouteObject[] = [
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
                  Component: (await import("../pages/HomePage.tsx")).HomePage,
                }),
              },
              {
                element: <GuestOnly />,
                children: [
                  {
                    path: "login",
                    lazy: async () => ({
                      Component: (await import("../pages/LoginRoute.tsx")).LoginRoute,
                    }),
                  },
                  {
                    path: "register",
                    lazy: async () => ({
                      Component: (await import("../../features/auth/pages/RegisterPage.tsx"))
                        .RegisterPage,
                    }),
                  },
                  {
                    path: "forgot-password",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/password-reset/pages/ForgotPasswordPage.tsx")
                      ).ForgotPasswordPage,
                    }),
                  },
                  {
                    path: "reset-password",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/password-reset/pages/ResetPasswordPage.tsx")
                      ).ResetPasswordPage,
                    }),
                  },
                ],
              },
              // Reached while the session is gated (403 2fa.verify, 2fa.setup, passwordExpired).
              {
                path: "two-factor-auth/verify",
                lazy: async () => ({
                  Component: (
                    await import("../../features/two-factor/pages/TwoFactorVerifyPage.tsx")
                  ).TwoFactorVerifyPage,
                }),
              },
              {
                path: "two-factor-auth/setup",
                lazy: async () => ({
                  Component: (
                    await import("../../features/two-factor/pages/TwoFactorSetupPage.tsx")
                  ).TwoFactorSetupPage,
                }),
              },
              {
                path: "password-expired",
                lazy: async () => ({
                  Component: (
                    await import("../../features/password-reset/pages/PasswordExpiredPage.tsx")
                  ).PasswordExpiredPage,
                }),
              },
              {
                element: <RequireUser />,
                children: [
                  {
                    path: "account",
                    lazy: async () => ({
                      Component: (await import("../../features/account/pages/AccountPage.tsx"))
                        .AccountPage,
                    }),
                  },
                  {
                    path: "account/security",
                    lazy: async () => ({
                      Component: (
                        await import(
                          "../../features/account-security/pages/AccountSecurityPage.tsx"
                        )
                      ).AccountSecurityPage,
                    }),
                  },
                  {
                    path: "company/security",
                    lazy: async () => ({
                      Component: (
                        await import(
                          "../../features/account-security/pages/CompanySecurityPage.tsx"
                        )
                      ).CompanySecurityPage,
                    }),
                  },
                  {
                    path: "system/outbox",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/system-console/pages/OutboxPage.tsx")
                      ).OutboxPage,
                    }),
                  },
                  {
                    path: "system/jobs",
                    lazy: async () => ({
                      Component: (await import("../../features/system-console/pages/JobsPage.tsx"))
                        .JobsPage,
                    }),
                  },
                  {
                    path: "system/audit",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/system-console/pages/AuditLogPage.tsx")
                      ).AuditLogPage,
                    }),
                  },
                  {
                    path: "company/products/:productId/versions/:versionId/designer",
                    lazy: async () => ({
                      Component: (
                        await import(
                          "../../features/product-designer/pages/ProductDesignerPage.tsx"
                        )
                      ).ProductDesignerPage,
                    }),
                  },
                  {
                    path: "quick-quote/:packageId?",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/quick-quote/pages/QuickQuotePage.tsx")
                      ).QuickQuotePage,
                    }),
                  },
                  ...catalogueRoutes,
                  ...riskRoutes,
                  {
                    path: "select-company",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/companies/pages/SelectCompanyPage.tsx")
                      ).SelectCompanyPage,
                    }),
                  },
                  {
                    path: "company/manage",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/companies/pages/ManageCompanyPage.tsx")
                      ).ManageCompanyPage,
                    }),
                  },
                  {
                    path: "companies/new",
                    lazy: async () => ({
                      Component: (
                        await import("../../features/companies/pages/CreateCompanyPage.tsx")
                      ).CreateCompanyPage,
                    }),
                  },
                ],
              },
              {
                // The public quick quote of a package on an underwriter's portal.
                path: "products/:packageId/quick-quote",
                lazy: async () => ({
                  Component: (await import("../../features/quick-quote/pages/QuickQuotePage.tsx"))
                    .QuickQuotePage,
                }),
              },
              {
                path: "products",
                lazy: async () => ({
                  Component: (
                    await import("../../features/product-packages/pages/PublicProductsPage.tsx")
                  ).PublicProductsPage,
                }),
              },
              // Public: a company's profile brands its portal; an invitation link works signed out.
              {
                path: "companies/:companyId",
                lazy: async () => ({
                  Component: (await import("../pages/CompanyRoute.tsx")).CompanyRoute,
                }),
              },
              {
                // A folder's shareable link: public folders open signed out (SPEC §6).
                path: "companies/:companyId/folders/:folderId",
                lazy: async () => ({
                  Component: (await import("../../features/files/pages/PublicFolderPage.tsx"))
                    .PublicFolderPage,
                }),
              },
              {
                path: "invitations/:token",
                lazy: async () => ({
                  Component: (await import("../../features/companies/pages/InvitationPage.tsx"))
                    .InvitationPage,
                }),
              },
              {
                path: "legal/au/terms-of-use",
                lazy: async () => ({
                  Component: (await import("../../features/legal/pages/TermsOfUsePage.tsx"))
                    .TermsOfUsePage,
                }),
              },
              {
                path: "legal/au/privacy-policy",
                lazy: async () => ({
                  Component: (await import("../../features/legal/pages/PrivacyPolicyPage.tsx"))
                    .PrivacyPolicyPage,
                }),
              },
              {
                path: "*",
                lazy: async () => ({
                  Component: (await import("../errors/NotFoundPage.tsx")).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];
