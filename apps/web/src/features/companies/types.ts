/**
 * Shapes of the companies, roles, users, invitations, brokerages, tags and files API: the
 * server's response schemas in @platform/domain (schemas/company-views.ts), as types.
 */
import type { TCompany, TPublicCompany } from "../../domain.ts";

export type {
  TAddress,
  TBrokerage,
  TBrokerageRequest,
  TCompany,
  TCompanyName,
  TCompanyTag,
  TCompanyUser,
  TFileVersion,
  TInvitation,
  TInvitationOffer,
  TInvitationStatus,
  TPlatformUser,
  TPortal,
  TPublicCompany,
  TRole,
} from "../../domain.ts";

export const isFullCompany = (company: TPublicCompany | TCompany): company is TCompany =>
  "actorPermissionIds" in company;

export interface TCompanyFilters {
  page?: number;
  perPage?: number;
  search?: string;
  refCompanyTypeId?: number;
  isActive?: boolean;
}
