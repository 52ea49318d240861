/**
 * The catalogue of audit actions: every row of `audit_log` names one of these, so a timeline,
 * a report or a test can rely on the list. Add the new action here when a use case records one.
 */
export const auditActions = [
  // Sign-in and sessions
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.microsoft_login",
  // Two-factor authentication
  "2fa.enabled",
  "2fa.disabled",
  "2fa.verified",
  "2fa.failed",
  "2fa.default_changed",
  "2fa.recovery_codes_regenerated",
  "2fa.admin_reset",
  // Passwords
  "password.reset_requested",
  "password.reset",
  "password.expired_replaced",
  // Users
  "user.registered",
  "user.updated",
  "user.password_changed",
  // Companies, their users, roles and tags
  "company.created",
  "company.updated",
  "company.security_policy_updated",
  "company_user.role_changed",
  "company_user.removed",
  "company_tag.created",
  "company_tag.updated",
  "company_tag.deleted",
  "role.created",
  "role.updated",
  "role.deleted",
  // Invitations and temporary access
  "invitation.created",
  "invitation.resent",
  "invitation.revoked",
  "invitation.accepted",
  "temporary_access.issued",
  "temporary_access.revoked",
  // Broker connections
  "brokerage.requested",
  "brokerage.connected",
  "brokerage.disconnected",
  // Microsoft accounts
  "microsoft.connected",
  "microsoft.disconnected",
  "microsoft.connect_failed",
  // Files
  "file.uploaded",
  // Products, their versions and classes
  "product.created",
  "product.duplicated",
  "product.archived",
  "product.unarchived",
  "product.deleted",
  "productVersion.created",
  "productVersion.saved",
  "productVersion.codesSaved",
  "productVersion.published",
  "productVersion.unpublished",
  "productVersion.deleted",
  "productClass.created",
  "productClass.updated",
  "productClass.deleted",
  // Product design (rating formulas, rules, test cases)
  "productDesign.rulesSaved",
  "productDesign.premiumSaved",
  "productDesign.testCasesSaved",
  "productDesign.testRun",
  // Product packages
  "productPackage.created",
  "productPackage.updated",
  "productPackage.deleted",
  "productPackage.published",
  "productPackage.unpublished",
  "productPackage.permissionsChanged",
  // Clauses
  "clause.created",
  "clause.duplicated",
  "clause.archived",
  "clause.unarchived",
  "clause.deleted",
  "clauseVersion.created",
  "clauseVersion.saved",
  "clauseVersion.published",
  "clauseVersion.unpublished",
  "clauseVersion.deleted",
  // Datasets
  "dataset.created",
  "dataset.updated",
  "dataset.deleted",
  "dataset.imported",
  "dataset.copied",
  "customDataset.created",
  "customDataset.updated",
  "customDataset.deleted",
  "customDataset.imported",
] as const;

export type AuditAction = (typeof auditActions)[number];
