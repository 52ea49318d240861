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

export const ZUserRole = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  company: ZCompanySummary,
  companyTypePermissionIds: z.array(z.number().int()),
});
export type TUserRole = z.infer<typeof ZUserRole>;

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
  roles: z.array(ZUserRole),
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
