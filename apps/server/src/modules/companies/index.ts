/** The public face of the companies module: other modules import only from here. */
export { companyApprovalOf, decideCompanyApproval, pendingCompaniesPage } from "./approval.ts";
export { presentAppearance, presentPublicCompany } from "./present.ts";
export {
  assignRole,
  createAdministratorRole,
  ensureCompanyTypePermissions,
  provisionRole,
} from "./provisioning.ts";
export {
  companyNamesByIds,
  findCompany,
  findCompanyByHandle,
  memberUserIds,
  typePermissionsOf,
} from "./repo.ts";
