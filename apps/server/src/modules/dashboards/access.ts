/**
 * Who has dashboards (SPEC §6 navigation: a Dashboard link for a role in the represented company
 * when it is a broker, underwriter, insurer, legal or system company). A dashboard is its
 * user's own: another user's, or another company's, answers 404 like one that does not exist.
 * What a widget's figures cover is the party rule of the entity it counts (risks' `riskScope`).
 */
import { CompanyType, type CompanyTypeId, messages, roleIn } from "@platform/domain";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";

const withDashboards = new Set<number>([
  CompanyType.Broker,
  CompanyType.Underwriter,
  CompanyType.Insurer,
  CompanyType.Legal,
  CompanyType.System,
]);

/** The acting company and its type once the user may keep dashboards there, else 404/403. */
export function authorizeDashboards(actor: Actor) {
  const companyId = actingCompany(actor);
  const role = roleIn(actor.user, companyId);
  if (!role) throw notFound(messages.noCompany);
  const companyType = role.company.refCompanyTypeId as CompanyTypeId;
  if (!withDashboards.has(companyType)) throw forbidden();
  return { companyId, companyType, userId: actor.user.id };
}

export const dashboardNotFound = () => notFound("Dashboard not found");
