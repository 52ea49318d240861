/**
 * Who sees a claim or incident (SPEC §6). The rules of the risks module decide the
 * policy's sides: the underwriter company that writes it and the broker it was placed through
 * see its claims; a client company sees the claims of its policies (`clientPackageIds`); a legal firm
 * sees only what it is appointed to; the insurer reads the claims under the binding agreements
 * it carries; a system company sees everything. Incidents (before any
 * claim) stay between the underwriter and the legal firm. Anyone else gets 404. An incident is
 * notified by a legal firm's ManageClients users or the underwriter's ManageRisks users; the
 * claims bordereau is read with ViewRisks or ExecuteCompanyReports.
 */
import {
  acceptsMovements,
  CompanyType,
  canActInCompany,
  nextStatuses,
  Permission,
  roleIn,
  type TClaimView,
} from "@platform/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { agreementsCarriedBy, assertRiskReader } from "../risks/index.ts";
import { clientPackageIds } from "./client-packages.ts";
import { type ClaimRow, claims } from "./tables.ts";

export type ClaimSide =
  | "underwriter"
  | "broker"
  | "client"
  | "legal"
  | "insurer"
  | "system"
  | "none";

export const claimNotFound = () => notFound("Claim not found");

/** The acting user may notify a claim for the acting company (it reads or manages its risks). */
export function mayNotifyClaims(actor: Actor): boolean {
  const companyId = actingCompany(actor);
  return [Permission.ManageRisks, Permission.ViewRisks].some((permission) =>
    canActInCompany(actor.user, companyId, permission),
  );
}

/**
 * The acting company's side once its user may notify an incident: a legal firm with
 * ManageClients, the underwriter or system company with ManageRisks; any other member gets 403
 * (404 without ManageClients), a non-member 404.
 */
export function authorizeIncident(ctx: Ctx): ClaimSide {
  const { actor } = ctx;
  const companyId = actingCompany(actor);
  const side = sideOfCompany(ctx);
  if (side === "legal") assertCan(actor.user, companyId, Permission.ManageClients);
  else if (side === "underwriter" || side === "system") {
    assertCan(actor.user, companyId, Permission.ManageRisks);
  } else {
    assertCan(actor.user, companyId, Permission.ManageClients);
    throw forbidden();
  }
  return side;
}

/**
 * The acting company's id once its user may read a claims bordereau (ViewRisks or
 * ExecuteCompanyReports), else 404/403; which agreements it reads is `findVisibleAgreement`'s.
 */
export function authorizeClaimsBordereau(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, [Permission.ViewRisks, Permission.ExecuteCompanyReports]);
  return companyId;
}

/** The side of the acting company. */
export function sideOfCompany(ctx: Ctx): ClaimSide {
  const { actor } = ctx;
  switch (roleIn(actor.user, actingCompany(actor))?.company.refCompanyTypeId) {
    case CompanyType.System:
      return "system";
    case CompanyType.Underwriter:
      return "underwriter";
    case CompanyType.Broker:
      return "broker";
    case CompanyType.Client:
      return "client";
    case CompanyType.Legal:
      return "legal";
    case CompanyType.Insurer:
      return "insurer";
    default:
      return "none";
  }
}

/**
 * The acting user may read claims in the acting company (404 to non-members, 403 without rights).
 */
export function assertClaimReader(ctx: Ctx): ClaimSide {
  const { actor } = ctx;
  const companyId = actingCompany(actor);
  const side = sideOfCompany(ctx);
  if (side === "legal") {
    assertCanAny(actor.user, companyId, [Permission.ManageClients, Permission.ManageDocuments]);
  } else {
    assertRiskReader(actor);
  }
  return side;
}

/** The SQL condition of the claims and incidents `companyId` may see. */
export function claimScope(side: ClaimSide, companyId: number): SQL | undefined {
  switch (side) {
    case "system":
      return undefined;
    case "underwriter":
      return eq(claims.companyId, companyId);
    case "broker":
      return and(eq(claims.brokerCompanyId, companyId), eq(claims.kind, "claim"));
    case "client":
      return and(
        eq(claims.kind, "claim"),
        inArray(claims.riskPackageId, clientPackageIds(companyId)),
      );
    case "legal":
      return eq(claims.legalCompanyId, companyId);
    case "insurer":
      // The claims on policies written under the agreements it carries, read-only (SPEC §1).
      return and(
        eq(claims.kind, "claim"),
        inArray(claims.bindingAgreementId, agreementsCarriedBy(companyId)),
      );
    default:
      return sql`false`;
  }
}

/**
 * manager: the policy's underwriter (or system) with ManageRisks: it alone records money, moves
 * a claim's status, appoints and converts; legal: the appointed firm, which advises and submits
 * its fees for the manager's approval (DOMAIN "Who sees what").
 */
export type ClaimRole = "manager" | "legal" | "reader";

export interface ClaimAccess {
  row: ClaimRow;
  side: ClaimSide;
  role: ClaimRole;
  can: TClaimView["can"];
}

function claimRole(actor: Actor, side: ClaimSide): ClaimRole {
  const companyId = actingCompany(actor);
  if (
    (side === "underwriter" || side === "system") &&
    canActInCompany(actor.user, companyId, Permission.ManageRisks)
  ) {
    return "manager";
  }
  if (side === "legal" && canActInCompany(actor.user, companyId, Permission.ManageClients)) {
    return "legal";
  }
  return "reader";
}

/**
 * Adds documents: whoever acts on the claim (the underwriter's risk managers, the appointed
 * firm), the broker's risk managers and the linked client's users; not a read-only user.
 */
function addsDocuments(actor: Actor, side: ClaimSide, role: ClaimRole) {
  if (role !== "reader") return true;
  if (side === "broker") {
    return canActInCompany(actor.user, actingCompany(actor), Permission.ManageRisks);
  }
  return side === "client";
}

/** What `side` may do on `row` now. */
export function claimAbilities(
  role: ClaimRole,
  row: ClaimRow,
  uploader = role !== "reader",
): TClaimView["can"] {
  const manages = role === "manager";
  const legal = role === "legal";
  const live = row.kind === "claim" && acceptsMovements(row.status);
  return {
    reserve: manages && live,
    payIndemnity: manages && live,
    payFees: manages && live,
    submitFee: legal && live,
    decideFees: manages && row.kind === "claim",
    readFees: (manages || legal) && row.kind === "claim",
    appoint: manages && row.companyId !== null && row.status !== "converted",
    advise: legal && row.status !== "converted",
    convert: manages && row.kind === "incident" && row.status === "open",
    upload: uploader && row.status !== "converted",
    // A claim's status is the underwriter's; the firm closes or reopens only its incidents.
    statuses:
      manages || (legal && row.kind === "incident")
        ? [...nextStatuses(row.kind as "claim", row.status)]
        : [],
  };
}

/**
 * One claim or incident as the acting company sees it, or 404. `lock` takes a row lock for the
 * rest of the caller's transaction (`ctx.db` is then its transaction; movements on a claim
 * serialise on it).
 */
export async function visibleClaim(
  ctx: Ctx,
  input: { claimId: number; lock?: boolean },
): Promise<ClaimAccess> {
  const { db, actor } = ctx;
  const { claimId, lock = false } = input;
  const companyId = actingCompany(actor);
  const side = assertClaimReader(ctx);
  const query = db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), claimScope(side, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw claimNotFound();
  const role = claimRole(actor, side);
  const uploader = addsDocuments(actor, side, role);
  return { row, side, role, can: claimAbilities(role, row, uploader) };
}

/**
 * Who may act on a claim the actor sees (`visibleClaim` answered 404 before), as the risk
 * package's `authorize` does: `manage` (money, fees, appointment, conversion) is the manager's;
 * `advise` (advice, fee submissions) the appointed firm's; `changeStatus` the manager's, and
 * the firm's on its incidents. What the claim's status allows now stays with the use case (409).
 */
export type ClaimAction = "manage" | "advise" | "changeStatus";

export function authorizeClaim(access: Pick<ClaimAccess, "role" | "row">, action: ClaimAction) {
  const { role, row } = access;
  const allowed =
    action === "manage"
      ? role === "manager"
      : action === "advise"
        ? role === "legal"
        : role === "manager" || (role === "legal" && row.kind === "incident");
  if (!allowed) throw forbidden();
}
