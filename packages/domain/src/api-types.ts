/**
 * Shapes the API answers with about the signed-in user, shared by the server (as route
 * response schemas) and the web app (as types). Companies' shapes: `schemas/company-views.ts`.
 */
import { z } from "zod";
import { ContactMethod, themes } from "./enums.ts";

export const ZCompanyAppearance = z.object({
  showLogoOnHeader: z.boolean(),
  logoFileVersionId: z.number().int().nullable(),
  headerFileVersionId: z.number().int().nullable(),
  /** The banner over the portal's public products page. */
  productBannerFileVersionId: z.number().int().nullable(),
  headerTextColour: z.string().nullable(),
});
export type TCompanyAppearance = z.infer<typeof ZCompanyAppearance>;

export const ZCompanyTypePermission = z.object({
  id: z.number().int(),
  refPermissionId: z.number().int(),
});

export const ZCompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  refCompanyTypeId: z.number().int(),
  isActive: z.boolean(),
  appearance: ZCompanyAppearance,
  companyTypePermissions: z.array(ZCompanyTypePermission),
});
export type TCompanySummary = z.infer<typeof ZCompanySummary>;

/**
 * What the signed-in user may do in a company (SPEC §6), named for what the screens offer. The
 * server computes them (`platform/access/company-abilities.ts`); the web app only reads them.
 */
export const ZCompanyAbilities = z.object({
  manageProducts: z.boolean(),
  manageProductClasses: z.boolean(),
  manageClauses: z.boolean(),
  manageDocuments: z.boolean(),
  manageBindingAgreements: z.boolean(),
  manageSyndicates: z.boolean(),
  /** The underwriting statuses and assignment rules (ManageCompanyStatuses). */
  manageWorkflow: z.boolean(),
  executeReports: z.boolean(),
  /** The company's files: ManageDocuments or ManageCompanyDetails. */
  manageFiles: z.boolean(),
  manageCompanyDetails: z.boolean(),
  manageCompanyUsers: z.boolean(),
  manageInvitations: z.boolean(),
  manageRoles: z.boolean(),
  manageCompanyTags: z.boolean(),
  /** Company events and their chains of actions (ManageCompanyEvents). */
  manageCompanyEvents: z.boolean(),
  manageCompanies: z.boolean(),
  /** At least one management screen of the company (details, users, invitations, roles, tags,
   * events, companies). */
  manageAny: z.boolean(),
});
export type TCompanyAbilities = z.infer<typeof ZCompanyAbilities>;
export type CompanyAbility = keyof TCompanyAbilities;

export const ZUserRole = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  company: ZCompanySummary,
  companyTypePermissionIds: z.array(z.number().int()),
});
export type TUserRole = z.infer<typeof ZUserRole>;

/** A role as the signed-in user reads it: with what they may do in its company. */
export const ZUserRoleView = ZUserRole.extend({ can: ZCompanyAbilities });
export type TUserRoleView = z.infer<typeof ZUserRoleView>;

export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  theme: z.enum(themes),
  preferredContactMethod: z.union([
    z.literal(ContactMethod.Email),
    z.literal(ContactMethod.Phone),
    z.literal(ContactMethod.None),
  ]),
  isTemporaryUser: z.boolean(),
  createdByCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lastActivityAt: z.number().nullable(),
  memberSince: z.number(),
  roles: z.array(ZUserRoleView),
  /** Whether the user holds every ability in every company, member or not (a system user). */
  can: z.object({ actInEveryCompany: z.boolean() }),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserNotification = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({ message: z.string(), frontendUrl: z.string().nullable().optional() }),
  readAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TUserNotification = z.infer<typeof ZUserNotification>;

/** `{ id }`: what a create answers when the caller loads the whole thing next. */
export const ZCreatedId = z.object({ id: z.number().int() });

/** `{ ok: true }`-style acknowledgements carry a message for the user. */
export const ZMessage = z.object({ message: z.string() });

export interface TApiError {
  message: string;
  errors?: Record<string, string[]>;
  reason?: "2fa.setup" | "2fa.verify" | "passwordExpired" | "microsoftTokenExpired";
}
