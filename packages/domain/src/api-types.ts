/** Shapes the API answers with, shared by the server's presenters and the web app. */
import type { ContactMethodId, Theme } from "./enums.ts";

export interface TCompanyAppearance {
  showLogoOnHeader: boolean;
  logoFileVersionId: number | null;
  headerFileVersionId: number | null;
  /** The banner over the portal's public products page. */
  productBannerFileVersionId: number | null;
  headerTextColour: string | null;
}

export interface TCompanySummary {
  id: number;
  name: string;
  handle: string;
  refCompanyTypeId: number;
  isActive: boolean;
  appearance: TCompanyAppearance;
  companyTypePermissions: { id: number; refPermissionId: number }[];
}

export interface TUserRole {
  id: number;
  name: string;
  companyId: number;
  company: TCompanySummary;
  companyTypePermissionIds: number[];
}

export interface TUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  theme: Theme;
  preferredContactMethod: ContactMethodId;
  isTemporaryUser: boolean;
  createdByCompany: { id: number; name: string } | null;
  lastActivityAt: number | null;
  memberSince: number;
  roles: TUserRole[];
}

export interface TUserNotification {
  id: string;
  type: string;
  data: { message: string; frontendUrl?: string | null };
  readAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface TApiError {
  message: string;
  errors?: Record<string, string[]>;
  reason?: "2fa.setup" | "2fa.verify" | "passwordExpired" | "microsoftTokenExpired";
}
