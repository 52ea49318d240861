/** Shapes of the companies, roles, users, invitations, brokerages, tags and files API. */
import type { TCompanyAppearance } from "../../domain.ts";

export interface TPortal {
  baseHost: string;
  /** Set when sessions are shared across portals (the server's COOKIE_DOMAIN). */
  cookieDomain?: string | null;
  handle: string | null;
  company: TPublicCompany | null;
}

export interface TPublicCompany {
  id: number;
  name: string;
  handle: string;
  refCompanyTypeId: number;
  appearance: TCompanyAppearance;
}

export interface TAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: "AU" | "NZ";
}

/** A company as its members (and the system company) see it. */
export interface TCompany extends TPublicCompany {
  tradingName: string | null;
  legalName: string | null;
  registrationType: 1 | 2 | null;
  registrationNumber: string | null;
  isActive: boolean;
  address: TAddress;
  yearEstablished: number | null;
  website: string | null;
  currency: string;
  createdAt: number;
  tags: string[];
  companyTypePermissions: { id: number; refPermissionId: number }[];
  /** What the signed-in user may do in this company (SPEC §6 permission ids). */
  actorPermissionIds: number[];
}

export const isFullCompany = (company: TPublicCompany | TCompany): company is TCompany =>
  "actorPermissionIds" in company;

export interface TCompanyName {
  id: number;
  name: string;
  handle: string;
  refCompanyTypeId: number;
}

export interface TCompanyFilters {
  page?: number;
  perPage?: number;
  search?: string;
  refCompanyTypeId?: number;
  isActive?: boolean;
}

export interface TRole {
  id: number;
  companyId: number;
  name: string;
  isSpecial: boolean;
  permissionIds: number[];
  companyTypePermissionIds: number[];
  userCount: number;
}

export interface TCompanyUser {
  id: number;
  name: string;
  email: string;
  role: { id: number; name: string; isSpecial: boolean };
  joinedAt: number;
  lastActivityAt: number | null;
}

/** A user of the platform with every role (the system company's "all users"). */
export interface TPlatformUser {
  id: number;
  name: string;
  email: string;
  memberSince: number;
  lastActivityAt: number | null;
  roles: {
    id: number;
    name: string;
    company: { id: number; name: string; refCompanyTypeId: number; isActive: boolean };
  }[];
}

export type TInvitationStatus = "pending" | "accepted" | "revoked" | "expired";

export interface TInvitation {
  id: number;
  companyId: number;
  email: string;
  roleId: number;
  roleName?: string;
  status: TInvitationStatus;
  sentAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  /** Answered when the invitation is created or resent, so it can be shared by other means. */
  link?: string;
}

export interface TInvitationOffer {
  email: string;
  company: TPublicCompany;
  roleName: string | null;
  accountExists: boolean;
  expiresAt: number;
}

export interface TBrokerage {
  id: number;
  brokerCompanyId: number;
  underwriterCompanyId: number;
  company: TCompanyName;
  createdAt: number;
}

export interface TFileVersion {
  id: number;
  companyId: number;
  name: string;
  mimeType: string;
  size: number;
  visibility: 1 | 2;
  url: string;
  createdAt: number;
}

export interface TCompanyTag {
  id: number;
  name: string;
  attachments: TFileVersion[];
}
