/**
 * What the companies, roles, users, invitations, brokerages, tags and files API answers:
 * the server's route response schemas and the web app's types, from one source.
 */
import { z } from "zod";
import { ZCompanyAbilities, ZCompanyAppearance, ZCompanyTypePermission } from "../api-types.ts";
import { countries } from "../enums.ts";

const id = z.number().int();
/** Seconds since the epoch, as every timestamp in the API. */
const seconds = z.number();

export const ZPublicCompany = z.object({
  id,
  name: z.string(),
  handle: z.string(),
  refCompanyTypeId: id,
  appearance: ZCompanyAppearance,
});
export type TPublicCompany = z.infer<typeof ZPublicCompany>;

export const ZPortal = z.object({
  baseHost: z.string(),
  /** Set when sessions are shared across portals (the server's COOKIE_DOMAIN). */
  cookieDomain: z.string().nullable().optional(),
  handle: z.string().nullable(),
  company: ZPublicCompany.nullable(),
});
export type TPortal = z.infer<typeof ZPortal>;

export const ZAddressView = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.enum(countries),
});
export type TAddress = z.infer<typeof ZAddressView>;

/** A company as its members (and the system company) see it. */
export const ZCompany = ZPublicCompany.extend({
  tradingName: z.string().nullable(),
  legalName: z.string().nullable(),
  registrationType: id.nullable(),
  registrationNumber: z.string().nullable(),
  isActive: z.boolean(),
  address: ZAddressView,
  yearEstablished: z.number().int().nullable(),
  website: z.string().nullable(),
  currency: z.string(),
  createdAt: seconds,
  tags: z.array(z.string()),
  companyTypePermissions: z.array(ZCompanyTypePermission),
  /** What the signed-in user may do in this company (SPEC §6 permission ids). */
  actorPermissionIds: z.array(id),
  /** The same, named for what the screens offer. */
  can: ZCompanyAbilities,
});
export type TCompany = z.infer<typeof ZCompany>;

/** Members get the whole company, anyone else its public profile. */
export const ZCompanyOrProfile = z.union([ZCompany, ZPublicCompany]);

export const ZCompanyName = z.object({
  id,
  name: z.string(),
  handle: z.string(),
  refCompanyTypeId: id,
});
export type TCompanyName = z.infer<typeof ZCompanyName>;

export const ZRole = z.object({
  id,
  companyId: id,
  name: z.string(),
  isSpecial: z.boolean(),
  permissionIds: z.array(id),
  companyTypePermissionIds: z.array(id),
  userCount: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

export const ZCompanyUser = z.object({
  id,
  name: z.string(),
  email: z.string(),
  role: z.object({ id, name: z.string(), isSpecial: z.boolean() }),
  joinedAt: seconds,
  lastActivityAt: seconds.nullable(),
  /** Whether the caller may change this user's account as a whole (e.g. reset their authenticator). */
  canChangeAccount: z.boolean(),
});
export type TCompanyUser = z.infer<typeof ZCompanyUser>;

/** A user of the platform with every role (the system company's "all users"). */
export const ZPlatformUser = z.object({
  id,
  name: z.string(),
  email: z.string(),
  memberSince: seconds,
  lastActivityAt: seconds.nullable(),
  roles: z.array(
    z.object({
      id,
      name: z.string(),
      company: z.object({
        id,
        name: z.string(),
        refCompanyTypeId: id,
        isActive: z.boolean(),
      }),
    }),
  ),
});
export type TPlatformUser = z.infer<typeof ZPlatformUser>;

export const invitationStatuses = ["pending", "accepted", "revoked", "expired"] as const;
export type TInvitationStatus = (typeof invitationStatuses)[number];

export const ZInvitation = z.object({
  id,
  companyId: id,
  email: z.string(),
  roleId: id,
  roleName: z.string().optional(),
  status: z.enum(invitationStatuses),
  sentAt: seconds,
  expiresAt: seconds,
  acceptedAt: seconds.nullable(),
  /** Answered when the invitation is created or resent, so it can be shared by other means. */
  link: z.string().optional(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationOffer = z.object({
  email: z.string(),
  company: ZPublicCompany,
  roleName: z.string().nullable(),
  accountExists: z.boolean(),
  expiresAt: seconds,
});
export type TInvitationOffer = z.infer<typeof ZInvitationOffer>;

export const ZBrokerage = z.object({
  id,
  brokerCompanyId: id,
  underwriterCompanyId: id,
  company: ZCompanyName,
  createdAt: seconds,
});
export type TBrokerage = z.infer<typeof ZBrokerage>;

/** A pending request to connect: `incoming` for the underwriter, `outgoing` for the broker. */
export const ZBrokerageRequest = z.object({
  id,
  brokerCompanyId: id,
  underwriterCompanyId: id,
  direction: z.enum(["incoming", "outgoing"]),
  company: ZCompanyName,
  requestedBy: z.string().nullable(),
  createdAt: seconds,
});
export type TBrokerageRequest = z.infer<typeof ZBrokerageRequest>;

export const ZFileVersion = z.object({
  id,
  companyId: id,
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  visibility: id,
  url: z.string(),
  createdAt: seconds,
});
export type TFileVersion = z.infer<typeof ZFileVersion>;

export const ZCompanyTag = z.object({
  id,
  name: z.string(),
  attachments: z.array(ZFileVersion),
});
export type TCompanyTag = z.infer<typeof ZCompanyTag>;

/** An invitation addressed to the signed-in user. */
export const ZMyInvitation = z.object({
  id,
  company: ZCompanyName,
  roleName: z.string(),
  expiresAt: seconds,
});
export type TMyInvitation = z.infer<typeof ZMyInvitation>;
