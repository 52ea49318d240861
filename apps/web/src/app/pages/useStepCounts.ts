import { skipToken } from "@reduxjs/toolkit/query";
import { CompanyType, type NavigationLinks } from "../../domain.ts";
import { useListAgreementsQuery } from "../../features/binding-agreements/api.ts";
import { useClaimCountsQuery } from "../../features/claims/api.ts";
import { useClientPoliciesQuery } from "../../features/client-policies/api.ts";
import {
  useListBrokerageRequestsQuery,
  useListBrokeragesQuery,
} from "../../features/companies/api.ts";
import type { StepKey } from "../../features/home/next/nextSteps.ts";
import { useListRisksQuery } from "../../features/risks/api.ts";

interface Input {
  companyId: number | null;
  typeId: number | null;
  links: NavigationLinks;
  canManage: boolean;
}

/**
 * The figures the home's steps show, each asked only where its link is allowed (page totals of
 * one-row pages, the claims work-queue counts).
 */
export function useStepCounts({ companyId, typeId, links, canManage }: Input) {
  const id = companyId ?? 0;
  const isClient = typeId === CompanyType.Client;
  const hasClaims = companyId !== null && (links.risks || isClient || links.incidents);
  const hasBrokerages =
    companyId !== null &&
    canManage &&
    (typeId === CompanyType.Broker || typeId === CompanyType.Underwriter);

  const risks = useListRisksQuery(
    links.risks && companyId !== null
      ? { companyId: id, params: { page: 1, perPage: 1 } }
      : skipToken,
  );
  const claims = useClaimCountsQuery(hasClaims ? id : skipToken);
  const policies = useClientPoliciesQuery(
    isClient && companyId !== null ? { companyId: id, page: 1 } : skipToken,
  );
  const agreements = useListAgreementsQuery(
    links.bindingAgreements && companyId !== null ? { companyId: id, perPage: 1 } : skipToken,
  );
  const brokerages = useListBrokeragesQuery(
    hasBrokerages ? { companyId: id, page: 1, search: "" } : skipToken,
  );

  const requests = useListBrokerageRequestsQuery(
    hasBrokerages && typeId === CompanyType.Underwriter ? { companyId: id, page: 1 } : skipToken,
  );

  const counts: Partial<Record<StepKey, number>> = {};
  if (risks.data) counts.risks = risks.data.meta.total;
  if (claims.data) {
    counts.claims = claims.data.notified + claims.data.open + claims.data.reopened;
    counts.incidents = claims.data.incidents;
  }
  if (policies.data) counts.policies = policies.data.meta.total;
  if (agreements.data) counts.bindingAgreements = agreements.data.meta.total;
  if (brokerages.data) counts.connections = brokerages.data.meta.total;
  if (requests.data) counts.brokerRequests = requests.data.meta.total;
  return {
    counts,
    connections: brokerages.data?.meta.total,
    /** Still deciding whether a broker has any underwriter. */
    loadingConnections: hasBrokerages && brokerages.isLoading,
  };
}
