/**
 * Who sees a risk package (SPEC §6): the underwriter company that owns it (`companyId`), the
 * broker company it was placed through (`brokerCompanyId`), the insurer carrying the binding
 * agreement it is bound under (read-only, `insurer-scope.ts`), and a system user acting as the
 * system company. Anyone else gets 404, as if it did not exist. Every risk route (the risks
 * module and the underwriter panel) resolves its package through here, and every change asks
 * `authorize` (who may act) before the lifecycle rules (what the status allows now); `abilities`
 * answers both for the view's `can` flags.
 */
import {
  type ApprovalState,
  CompanyType,
  canActInCompany,
  Permission,
  riskActionFlags,
  riskReadOnly,
  roleIn,
  type TRiskPackageCan,
  TransactionStatus,
  type TransactionStatusId,
  TransactionType,
  type TransactionTypeId,
} from "@platform/domain";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import { type AuthUser, assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { usersHoldingPermission } from "../users/index.ts";
import { boundUnderCarriedAgreement } from "./insurer-scope.ts";
import { type RiskPackageRow, type RiskTransactionRow, riskPackages } from "./tables.ts";

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

/** The acting user may start a risk in the acting company (ManageRisks), else 404/403. */
export function authorizeCreate(actor: Actor): void {
  assertCan(actor.user, actingCompany(actor), Permission.ManageRisks);
}

/** Starts a new risk: a broker with ManageRisks, or an underwriter writing direct. */
export function mayCreate(actor: Actor): boolean {
  const companyId = actingCompany(actor);
  const type = roleIn(actor.user, companyId)?.company.refCompanyTypeId;
  const placing = type === CompanyType.Broker || type === CompanyType.Underwriter;
  return placing && canActInCompany(actor.user, companyId, Permission.ManageRisks);
}

/** Who acts on a company's risks (ManageRisks there): who hears of a message, keeps a renewal. */
export function riskManagersOf(db: DbOrTx, companyId: number) {
  return usersHoldingPermission(db, companyId, Permission.ManageRisks);
}

/** The acting user may read risks in the acting company (ManageRisks or ViewRisks), else 404/403. */
export function assertRiskReader(actor: Actor): void {
  assertCanAny(actor.user, actingCompany(actor), [Permission.ManageRisks, Permission.ViewRisks]);
}

/** The acting company is an insurer (it sees packages only through the agreements it carries). */
export function insurerActs(actor: Actor): boolean {
  return roleIn(actor.user, actingCompany(actor))?.company.refCompanyTypeId === CompanyType.Insurer;
}

/**
 * The board (risks in columns by the agency's underwriting statuses) is the placing side's
 * workflow: an insurer reads its carried policies as a list.
 */
export function mayUseBoard(actor: Actor): boolean {
  return !insurerActs(actor);
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

/**
 * What a user does with a package, as a party (SPEC §6), before its status is asked:
 * - `change`: edit, submit, bind, discard, change the bound policy, renew, notify a claim
 *   (ManageRisks, either side);
 * - `underwrite`: quote, decline, approvals, assignment, formulas (ManageRisks, underwriting side);
 * - `message`: write to the other party (ManageRisks; a system user reads the thread only);
 * - `readInternal`: notes, files, formulas (the underwriting side; the broker gets 404);
 * - `readCorrespondence`: the emails sent about the placement (its parties: the underwriter, the
 *   broker and the system; the insurer carrying the binder reads the policy, not the mail, 404);
 * - `note`, `upload`: add to them (ManageRisks, underwriting side).
 */
export type RiskPackageAction =
  | "change"
  | "underwrite"
  | "message"
  | "readInternal"
  | "readCorrespondence"
  | "note"
  | "upload";

/**
 * The acting company's part in the package: a company that sees it without being its
 * underwriter, its broker or the system company (`other`) reads it and does nothing else.
 */
function partOf(actor: Actor, pkg: RiskPackageRow): RiskSide | "other" {
  const companyId = actingCompany(actor);
  const side = sideOf(companyId, pkg);
  if (side !== "system") return side;
  const type = roleIn(actor.user, companyId)?.company.refCompanyTypeId;
  return type === CompanyType.System ? "system" : "other";
}

function allows(actor: Actor, action: RiskPackageAction, pkg: RiskPackageRow): boolean {
  // A reader acting for no company (a document's merge data) may do nothing.
  if (actor.actingCompanyId === null) return false;
  const part = partOf(actor, pkg);
  const underwriting = part === "underwriter" || part === "system";
  if (action === "readInternal") return underwriting;
  if (action === "readCorrespondence") return part !== "other";
  const manages = canActInCompany(actor.user, actingCompany(actor), Permission.ManageRisks);
  switch (action) {
    case "change":
      return manages && part !== "other";
    case "message":
      return manages && (part === "underwriter" || part === "broker");
    default:
      return manages && underwriting;
  }
}

/**
 * Refuses `action` on a package the actor already sees (`visibleRiskPackage`): 404 for what the
 * side may not even read, 403 for what it reads but may not do.
 */
export function authorize(actor: Actor, action: RiskPackageAction, pkg: RiskPackageRow): void {
  if (allows(actor, action, pkg)) return;
  if (action === "readInternal" || action === "readCorrespondence") throw riskNotFound();
  throw forbidden();
}

/** What the lifecycle flags need to know about the package beyond its rows. */
export interface PackageFacts {
  /** The main risk's current transaction (the risks move together); null before any. */
  main: RiskTransactionRow | null;
  /** The acting underwriter's authority covers the referred quote. */
  withinAuthority: boolean;
  newerProductVersion: boolean;
  premiumComplete: boolean;
  /** The current transaction can be re-priced by hand (open, rated). */
  repriceable: boolean;
}

/** The `can` flags of a package view: who may act (`authorize`) and what its status allows now. */
export function abilities(actor: Actor, pkg: RiskPackageRow, facts: PackageFacts): TRiskPackageCan {
  const { main } = facts;
  const flags = main
    ? riskActionFlags(
        {
          status: main.status as TransactionStatusId,
          type: main.type as TransactionTypeId,
          approval: main.approval as ApprovalState,
          quoteExpiresAt: main.quoteExpiresAt,
        },
        {
          now: actor.now(),
          isAssignedUnderwriter: pkg.assignedUnderwriterUserId === actor.user.id,
          withinAuthority: facts.withinAuthority,
          isApprovalRequester: main.approvalRequestedByUserId === actor.user.id,
          declaration: true,
          newerProductVersion: facts.newerProductVersion,
          premiumComplete: facts.premiumComplete,
        },
      )
    : null;
  const changes = allows(actor, "change", pkg);
  const underwrites = allows(actor, "underwrite", pkg);
  const may = (flag: boolean | undefined) => Boolean(flag && changes);
  const underwriter = (flag: boolean | undefined) => Boolean(flag && underwrites);
  const policy = changes && policyChangeable(actor, pkg);
  const cancelled = pkg.transactionType === TransactionType.Cancellation;
  return {
    save: may(flags?.save),
    discard: may(flags?.discard),
    submit: may(flags?.submit),
    quote: underwriter(flags?.quote),
    decline: underwriter(flags?.decline),
    adjust: underwriter(flags?.review && facts.repriceable),
    editDetails: may(flags?.review),
    requestApproval: underwriter(flags?.requestApproval),
    decideApproval: underwriter(flags?.decideApproval),
    undoApproval: underwriter(flags?.undoApproval),
    bind: may(flags?.bind),
    assign: underwrites,
    note: allows(actor, "note", pkg),
    message: allows(actor, "message", pkg),
    readInternal: allows(actor, "readInternal", pkg),
    readEmails: allows(actor, "readCorrespondence", pkg),
    upload: allows(actor, "upload", pkg),
    adjustPolicy: policy && !cancelled,
    cancelPolicy: policy && !cancelled,
    reinstatePolicy: policy && cancelled,
    notifyClaim: changes && pkg.policyNumber !== null,
  };
}

/**
 * A bound policy the acting user may start a change on: the assigned underwriter rule of SPEC §4
 * (a later term in a renewal chain is refused on the change screen, which says why).
 */
function policyChangeable(actor: Actor, pkg: RiskPackageRow): boolean {
  if (pkg.policyNumber === null || pkg.transactionStatus !== TransactionStatus.Bound) return false;
  return riskReadOnly({
    side: sideOf(actingCompany(actor), pkg),
    isAssignedUnderwriter: pkg.assignedUnderwriterUserId === actor.user.id,
    hasAssignee: pkg.assignedUnderwriterUserId !== null,
    isLatestInChain: true,
    clientEditing: false,
  }).allowed;
}
