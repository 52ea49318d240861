import type { RouteObject } from "react-router";

/** Signed-in routes of the underwriter's catalogue, documents, files and agreements (SPEC §2). */
export const catalogueRoutes: RouteObject[] = [
  {
    path: "company/products",
    lazy: async () => ({
      Component: (await import("../../features/products/pages/ProductsPage.tsx")).ProductsPage,
    }),
  },
  {
    path: "company/products/:productId",
    lazy: async () => ({
      Component: (await import("../pages/ProductPageRoute.tsx")).ProductPageRoute,
    }),
  },
  {
    path: "company/product-classes",
    lazy: async () => ({
      Component: (await import("../../features/products/pages/ProductClassesPage.tsx"))
        .ProductClassesPage,
    }),
  },
  {
    path: "company/datasets",
    lazy: async () => ({
      Component: (await import("../../features/datasets/pages/CustomDatasetsPage.tsx"))
        .CustomDatasetsPage,
    }),
  },
  {
    path: "company/renewal-settings",
    lazy: async () => ({
      Component: (await import("../../features/renewals/pages/RenewalSettingsPage.tsx"))
        .RenewalSettingsPage,
    }),
  },
  {
    path: "company/product-packages",
    lazy: async () => ({
      Component: (await import("../../features/product-packages/pages/PackagesPage.tsx"))
        .PackagesPage,
    }),
  },
  {
    path: "company/product-packages/:packageId",
    lazy: async () => ({
      Component: (await import("../../features/product-packages/pages/PackageDetailPage.tsx"))
        .PackageDetailPage,
    }),
  },
  {
    path: "company/product-packages/:packageId/permissions",
    lazy: async () => ({
      Component: (await import("../../features/product-packages/pages/PackagePermissionsPage.tsx"))
        .PackagePermissionsPage,
    }),
  },
  {
    path: "company/clauses",
    lazy: async () => ({
      Component: (await import("../../features/clauses/pages/ClausesPage.tsx")).ClausesPage,
    }),
  },
  {
    path: "company/clauses/:clauseId",
    lazy: async () => ({
      Component: (await import("../../features/clauses/pages/ClauseDetailPage.tsx"))
        .ClauseDetailPage,
    }),
  },
  {
    path: "company/document-templates",
    lazy: async () => ({
      Component: (await import("../../features/documents/pages/DocumentTemplatesPage.tsx"))
        .DocumentTemplatesPage,
    }),
  },
  {
    path: "company/document-templates/:templateId",
    lazy: async () => ({
      Component: (await import("../../features/documents/pages/DocumentTemplatePage.tsx"))
        .DocumentTemplatePage,
    }),
  },
  {
    path: "company/email-templates",
    lazy: async () => ({
      Component: (await import("../../features/documents/pages/EmailTemplatesPage.tsx"))
        .EmailTemplatesPage,
    }),
  },
  {
    path: "company/email-templates/:templateId",
    lazy: async () => ({
      Component: (await import("../../features/documents/pages/EmailTemplatePage.tsx"))
        .EmailTemplatePage,
    }),
  },
  {
    path: "company/files/:folderId?",
    lazy: async () => ({
      Component: (await import("../../features/files/pages/FilesPage.tsx")).FilesPage,
    }),
  },
  {
    path: "company/syndicates",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/SyndicatesPage.tsx"))
        .SyndicatesPage,
    }),
  },
  {
    path: "company/risk-codes",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/RiskCodesPage.tsx"))
        .RiskCodesPage,
    }),
  },
  {
    path: "company/risk-codes/:riskCodeId",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/RiskCodeDetailPage.tsx"))
        .RiskCodeDetailPage,
    }),
  },
  {
    path: "company/bordereaux",
    lazy: async () => ({
      Component: (await import("../../features/bordereaux/BordereauxPage.tsx")).BordereauxPage,
    }),
  },
  {
    path: "company/binding-agreements",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/AgreementsPage.tsx"))
        .AgreementsPage,
    }),
  },
  {
    path: "company/binding-agreements/:agreementId/periods/:periodId",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/PeriodPage.tsx"))
        .PeriodPage,
    }),
  },
  {
    path: "company/binding-agreements/:agreementId",
    lazy: async () => ({
      Component: (await import("../../features/binding-agreements/pages/AgreementDetailPage.tsx"))
        .AgreementDetailPage,
    }),
  },
  {
    path: "company/workflow",
    lazy: async () => ({
      Component: (await import("../../features/underwriting-statuses/pages/WorkflowPage.tsx"))
        .WorkflowPage,
    }),
  },
  {
    path: "company/events",
    lazy: async () => ({
      Component: (await import("../../features/company-events/pages/EventsPage.tsx")).EventsPage,
    }),
  },
  {
    path: "company/assignment-rules",
    lazy: async () => ({
      Component: (await import("../../features/assignment-rules/pages/AssignmentRulesPage.tsx"))
        .AssignmentRulesPage,
    }),
  },
];
