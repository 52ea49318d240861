/**
 * Who sees a risk package (SPEC §6): the underwriter company that owns it (`companyId`), the
 * broker company it was placed through (`brokerCompanyId`), the insurer carrying the binding
 * agreement it is bound under (read-only, `insurer-scope.ts`), and a system user acting as the
 * system company. Anyone else gets 404, as if it did not exist. Every risk route (the risks
 * module and the underwriter panel) resolves its package through here.
 */
import { CompanyType, canActInCompany, Permission, roleIn } from "@platform/domain";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { type AuthUser, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { boundUnderCarriedAgreement } from "./insurer-scope.ts";
import { type RiskPackageRow, riskPackages } from "./tables.ts";

/** Which side of the placement the acting company is on. */
export type RiskSide = "underwriter" | "broker" | "insurer" | "system";

export interface RiskPackageAccess {
  row: RiskPackageRow;
  side: RiskSide;
  /**
   * The acting user holds ManageRisks in the acting company (else only ViewRisks); never on the
   * insurer side, which reads and changes nothing whatever its role holds.
   */
  canManage: boolean;
}

export const riskNotFound = () => notFound("Risk not found");

/**
 * The SQL condition of the risk packages the acting company may see (list and single reads
 * alike). A broker company sees what it placed, an underwriter company what it writes; naming the
 * one column lets the list walk its (company, updated) index instead of sorting every match.
 */
export function riskScope(actor: Actor): SQL | undefined {
  const companyId = actingCompany(actor);
  const type = roleIn(actor.user, companyId)?.company.refCompanyTypeId;
  if (type === CompanyType.System) return undefined;
  if (type === CompanyType.Broker) return eq(riskPackages.brokerCompanyId, companyId);
  if (type === CompanyType.Underwriter) return eq(riskPackages.companyId, companyId);
  if (type === CompanyType.Insurer) return boundUnderCarriedAgreement(companyId);
  return or(eq(riskPackages.companyId, companyId), eq(riskPackages.brokerCompanyId, companyId));
}

/** The acting user may read risks in the acting company (ManageRisks or ViewRisks), else 404/403. */
export function assertRiskReader(actor: Actor): void {
  assertCanAny(actor.user, actingCompany(actor), [Permission.ManageRisks, Permission.ViewRisks]);
}

/** The acting company is an insurer (it sees packages only through the agreements it carries). */
export function insurerActs(actor: Actor): boolean {
  return roleIn(actor.user, actingCompany(actor))?.company.refCompanyTypeId === CompanyType.Insurer;
}

export function sideOf(companyId: number, row: RiskPackageRow): RiskSide {
  if (row.companyId === companyId) return "underwriter";
  if (row.brokerCompanyId === companyId) return "broker";
  return "system";
}

/**
 * One risk package as the acting company sees it, or 404. `lock` takes a row lock for the rest of
 * the caller's transaction (every change to a package serialises on it: two binds bind once).
 */
export async function visibleRiskPackage(
  tx: DbOrTx,
  actor: Actor,
  riskPackageId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<RiskPackageAccess> {
  const companyId = actingCompany(actor);
  assertRiskReader(actor);
  const query = tx
    .select()
    .from(riskPackages)
    .where(and(eq(riskPackages.id, riskPackageId), riskScope(actor)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw riskNotFound();
  const side = insurerActs(actor) ? "insurer" : sideOf(companyId, row);
  const canManage =
    side !== "insurer" && canActInCompany(actor.user, companyId, Permission.ManageRisks);
  return { row, side, canManage };
}

/**
 * `brokerCompanyId` (the company a file is read under) placed one of the packages as their broker
 * and the user may read its risks there.
 */
export async function brokerSeesPackages(
  db: DbOrTx,
  user: AuthUser,
  brokerCompanyId: number,
  packageIds: number[],
): Promise<boolean> {
  const reader = [Permission.ManageRisks, Permission.ViewRisks].some((p) =>
    canActInCompany(user, brokerCompanyId, p),
  );
  if (!reader || packageIds.length === 0) return false;
  return anyRow(
    db,
    riskPackages,
    and(inArray(riskPackages.id, packageIds), eq(riskPackages.brokerCompanyId, brokerCompanyId)),
  );
}
