/**
 * The application's modules as app.ts registers them: their routes and background jobs, and the
 * few functions one module lends another through configuration (hooks, loaders, file readers),
 * so that no module has to import one that imports it.
 */
import { PROPOSAL_SUBJECT } from "@platform/domain";
import { accountSecurityRoutes } from "./modules/account-security/routes.ts";
import { pickUnderwriter } from "./modules/assignment-rules/index.ts";
import { assignmentRuleRoutes } from "./modules/assignment-rules/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { placementErrors } from "./modules/binding-agreements/index.ts";
import { bindingAgreementRoutes } from "./modules/binding-agreements/routes.ts";
import { bordereauRoutes } from "./modules/bordereaux/routes.ts";
import { brokerageRoutes } from "./modules/brokerages/routes.ts";
import { linkedClientSeesPackages } from "./modules/claims/index.ts";
import { claimRoutes } from "./modules/claims/routes.ts";
import { clauseRoutes } from "./modules/clauses/routes.ts";
import { companyRoutes } from "./modules/companies/routes.ts";
import { companyEventJobs, companyEventsPort } from "./modules/company-events/index.ts";
import { companyEventRoutes } from "./modules/company-events/routes.ts";
import { companyTagRoutes } from "./modules/company-tags/routes.ts";
import { companyUserRoutes } from "./modules/company-users/routes.ts";
import { dashboardRoutes } from "./modules/dashboards/routes.ts";
import { copyVersionDatasets } from "./modules/datasets/index.ts";
import { datasetRoutes } from "./modules/datasets/routes.ts";
import { directoryRoutes } from "./modules/directory/routes.ts";
import { documentTemplateRoutes } from "./modules/document-templates/routes.ts";
import { documentJobs, packagesIssuingFile } from "./modules/documents/index.ts";
import { documentRoutes } from "./modules/documents/routes.ts";
import { emailTemplateRoutes } from "./modules/email-templates/routes.ts";
import { fileJobs, type SharedFileCheck } from "./modules/files/index.ts";
import { fileRoutes } from "./modules/files/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { incidentRoutes } from "./modules/incidents/routes.ts";
import { invitationRoutes } from "./modules/invitations/routes.ts";
import { microsoftRoutes } from "./modules/microsoft/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { passwordLifecycleJobs } from "./modules/password-lifecycle/jobs.ts";
import { passwordLifecycleRoutes } from "./modules/password-lifecycle/routes.ts";
import { policyChangeRoutes } from "./modules/policy-changes/routes.ts";
import { policyImportRoutes } from "./modules/policy-import/routes.ts";
import { copyDesign, insertEmptyDesign } from "./modules/product-designer/index.ts";
import { productDesignerRoutes } from "./modules/product-designer/routes.ts";
import { packagesUsingProduct } from "./modules/product-packages/index.ts";
import { productPackageRoutes } from "./modules/product-packages/routes.ts";
import { provideProductContent } from "./modules/products/index.ts";
import { productRoutes } from "./modules/products/routes.ts";
import { clientSeesPackages, proposalOwner } from "./modules/proposals/index.ts";
import { proposalRoutes } from "./modules/proposals/routes.ts";
import { assertPublishable } from "./modules/rating/index.ts";
import { ratingRoutes } from "./modules/rating/routes.ts";
import { renewalJobs } from "./modules/renewals/index.ts";
import { renewalRoutes } from "./modules/renewals/routes.ts";
import { reportRoutes } from "./modules/reports/routes.ts";
import { riskCodeRoutes } from "./modules/risk-codes/routes.ts";
import { riskEmailJobs } from "./modules/risk-emails/index.ts";
import { riskEmailRoutes } from "./modules/risk-emails/routes.ts";
import { riskPanelRoutes } from "./modules/risk-panel/routes.ts";
import {
  brokerSeesPackages,
  type RiskHooks,
  riskDocumentSource,
  riskJobs,
  riskPreviewData,
} from "./modules/risks/index.ts";
import { riskRoutes } from "./modules/risks/routes.ts";
import { roleRoutes } from "./modules/roles/routes.ts";
import { syndicateRoutes } from "./modules/syndicates/routes.ts";
import { systemConsoleRoutes } from "./modules/system-console/routes.ts";
import { provideTemporarySubjects } from "./modules/temporary-users/index.ts";
import { temporaryUserRoutes } from "./modules/temporary-users/routes.ts";
import { twoFactorRoutes } from "./modules/two-factor/routes.ts";
import { defaultStatusFor, moveOnWorkflowEvent } from "./modules/underwriting-statuses/index.ts";
import { underwritingStatusRoutes } from "./modules/underwriting-statuses/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import type { AppDeps } from "./platform/deps/index.ts";
import { invalid } from "./platform/http/errors.ts";

provideProductContent({
  created: (tx, version) => insertEmptyDesign(tx, version),
  copied: async (tx, from, to) => {
    await copyDesign(tx, from.id, to.id);
    await copyVersionDatasets(tx, from.id, to.id);
  },
  usedElsewhere: async (tx, head) => (await packagesUsingProduct(tx, head.id)).length > 0,
  // The placement's agreement may have changed since the version was saved; then the publish
  // checklist's blocking items (a question, a premium formula, a passing test run).
  publishing: async (tx, version) => {
    const errors = await placementErrors(tx, version.companyId, version.details);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    await assertPublishable(tx, version);
  },
});

// The items a temporary link may name, each with the company that owns it (SPEC §4).
provideTemporarySubjects({ [PROPOSAL_SUBJECT]: proposalOwner });

const riskHooks: RiskHooks = {
  initialUnderwritingStatus: defaultStatusFor,
  onWorkflowEvent: moveOnWorkflowEvent,
  // Auto-assignment on referral keeps an existing assignee; otherwise the company's rules pick.
  assignOnReferral: async (tx, companyId, facts) =>
    facts.currentAssigneeId ??
    (
      await pickUnderwriter(tx, companyId, {
        productId: facts.productIds[0] ?? null,
        classId: facts.classId,
        brokerCompanyId: facts.brokerCompanyId,
        state: facts.state,
        grossPremium: facts.grossPremium,
      })
    )?.userId ??
    null,
};

/**
 * A risk's generated documents are the underwriter's files; the broker company that placed the
 * risk and its client (sent a proposal, or linked to the policy) read them under their own
 * company through `GET …/file-versions/{id}`.
 */
const riskDocumentReaders: SharedFileCheck = async (db, user, companyId, fileVersionId) => {
  const packageIds = await packagesIssuingFile(db, fileVersionId);
  if (packageIds.length === 0) return false;
  return (
    (await brokerSeesPackages(db, user, companyId, packageIds)) ||
    (await clientSeesPackages(db, companyId, packageIds)) ||
    (await linkedClientSeesPackages(db, companyId, packageIds))
  );
};

export const modules = [
  healthRoutes,
  authRoutes,
  userRoutes,
  notificationRoutes,
  companyRoutes,
  roleRoutes,
  companyUserRoutes,
  invitationRoutes,
  brokerageRoutes,
  directoryRoutes,
  fileRoutes(riskDocumentReaders),
  companyEventRoutes,
  dashboardRoutes,
  companyTagRoutes,
  twoFactorRoutes,
  passwordLifecycleRoutes,
  accountSecurityRoutes,
  systemConsoleRoutes,
  microsoftRoutes,
  temporaryUserRoutes,
  productRoutes,
  productPackageRoutes,
  clauseRoutes,
  productDesignerRoutes,
  datasetRoutes,
  ratingRoutes,
  syndicateRoutes,
  riskCodeRoutes,
  bindingAgreementRoutes,
  riskRoutes(riskHooks),
  policyChangeRoutes,
  // A renewal starts unassigned: the same rules as new business, then the previous assignee.
  renewalRoutes(riskHooks),
  proposalRoutes,
  underwritingStatusRoutes,
  assignmentRuleRoutes,
  riskPanelRoutes,
  documentTemplateRoutes,
  // Template previews may render with one of the company's risks.
  documentRoutes(riskPreviewData),
  emailTemplateRoutes(riskPreviewData),
  riskEmailRoutes,
  reportRoutes,
  policyImportRoutes,
  bordereauRoutes,
  claimRoutes,
  incidentRoutes,
];

/** Modules' background jobs (the outbox's delivery jobs and the sweeps are the platform's). */
export const moduleJobs = [
  passwordLifecycleJobs,
  riskJobs,
  // Quotation and policy documents, generated from the risk's transaction.
  (deps: AppDeps) => documentJobs(deps, riskDocumentSource),
  // The product's emails on its triggers, after the documents they attach (defined after them).
  (deps: AppDeps) => riskEmailJobs(deps, riskDocumentSource),
  fileJobs,
  renewalJobs,
  companyEventJobs,
];

/** The company events the modules raise from their transitions, run by the company-events module. */
export const companyEvents = (deps: AppDeps) => companyEventsPort(deps);
