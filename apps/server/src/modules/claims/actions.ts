/**
 * What the parties do on a claim: the underwriter sets reserves, records payments, moves its
 * status and appoints a legal firm; the appointed firm records its advice (its fees go through
 * fee submissions, and it closes or reopens only its incidents). A policy's broker or underwriter links its client company.
 * Each change locks the claim row, so concurrent movements see each other's outstanding amount.
 */
import {
  type ClaimKind,
  CompanyType,
  claimMessages,
  claimStatusLabels,
  closingReleases,
  formatDateAu,
  formatMoney,
  releasesReserves,
  ZClaimAdvice,
  ZClaimAppointment,
  ZClaimStatusChange,
  ZMovementCreate,
  ZPolicyClient,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden, invalid } from "../../platform/http/errors.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { type ClaimChange, changeClaim } from "./change.ts";
import { movementsOf, recordMovement, sentence, updateClaim } from "./movements.ts";
import { assertCompanyType, marketToday } from "./policy.ts";
import { claimMovements, policyClients } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "outbox">;

export async function addMovement(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZMovementCreate>,
) {
  const body = ZMovementCreate.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async (change) => {
    // Money on a claim is recorded by the underwriter alone; a firm submits its fees instead.
    if (change.role !== "manager") throw forbidden();
    return (await recordMovement(change, actor, companyId, body)).movement;
  });
}

/**
 * Closing or declining a claim releases what is still reserved: one reserve movement to zero
 * per category with an outstanding amount, dated the market's today, so incurred = paid from
 * that day (docs/decisions.md). Reopening leaves the reserves at zero until set again.
 */
async function releaseReserves(
  { tx, row, audit }: ClaimChange,
  actor: Actor,
  companyId: number,
  reason: string,
) {
  const movementDate = marketToday(actor);
  for (const release of closingReleases(await movementsOf(tx, row.id))) {
    await tx.insert(claimMovements).values({
      claimId: row.id,
      kind: "reserve",
      category: release.category,
      amount: "0.00",
      paidChange: release.paidChange,
      outstandingChange: release.outstandingChange,
      movementDate,
      note: `Released on ${reason}`,
      companyId,
      userId: actor.user.id,
    });
    await audit("claim.reserveReleased", {
      summary: `${sentence(release.category)} reserve of ${formatMoney(release.released)} released on ${reason} (${formatDateAu(movementDate)})`,
      paidChange: release.paidChange,
      outstandingChange: release.outstandingChange,
    });
  }
}

export async function changeStatus(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZClaimStatusChange>,
) {
  const body = ZClaimStatusChange.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async (change) => {
    const { tx, row, role, can, audit, tell } = change;
    if (role === "reader" || (role === "legal" && row.kind === "claim")) throw forbidden();
    if (!can.statuses.includes(body.status)) {
      throw invalid({ status: claimMessages.statusNotAllowed });
    }
    const label = claimStatusLabels[body.status];
    if (releasesReserves(row.kind as ClaimKind, body.status)) {
      await releaseReserves(
        change,
        actor,
        companyId,
        body.status === "declined" ? "declining" : "closing",
      );
    }
    const updated = await updateClaim(tx, actor, row, { status: body.status });
    await audit("claim.statusChanged", {
      summary: `Status: ${label}${body.reason ? ` (${body.reason})` : ""}`,
      from: row.status,
      to: body.status,
    });
    await tell("claim.status", label.toLowerCase(), updated);
    return updated;
  });
}

export async function appointLegal(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZClaimAppointment>,
) {
  const body = ZClaimAppointment.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async ({ tx, row, can, audit, tell }) => {
    if (!can.appoint) throw forbidden();
    if (body.legalCompanyId !== null) {
      await assertCompanyType(
        tx,
        body.legalCompanyId,
        CompanyType.Legal,
        "legalCompanyId",
        claimMessages.notLegalCompany,
      );
    }
    const updated = await updateClaim(tx, actor, row, { legalCompanyId: body.legalCompanyId });
    await audit("claim.legalAppointed", {
      summary: body.legalCompanyId === null ? "Legal firm released" : "Legal firm appointed",
      legalCompanyId: body.legalCompanyId,
      previousLegalCompanyId: row.legalCompanyId,
    });
    if (body.legalCompanyId !== null) {
      await tell("claim.legalAppointed", "your firm was appointed", updated);
    }
    return updated;
  });
}

export async function recordAdvice(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZClaimAdvice>,
) {
  const body = ZClaimAdvice.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async ({ tx, row, can, audit, tell }) => {
    if (!can.advise) throw forbidden();
    const updated = await updateClaim(tx, actor, row, { advice: body.advice });
    // Privileged: the shared timeline says that advice came, not what it says; only the
    // underwriter is told.
    await audit("claim.adviceRecorded", { summary: "Advice recorded" });
    await tell("claim.advice", "advice recorded", updated, "underwriter");
    return updated;
  });
}

/** The broker or underwriter links (or unlinks) the policy's client company. */
export async function linkPolicyClient(
  deps: Deps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  input: z.input<typeof ZPolicyClient>,
) {
  const body = ZPolicyClient.parse(input);
  return inTransaction(deps.db, async (tx) => {
    const { row: pkg, canManage } = await visibleRiskPackage(tx, actor, riskPackageId, {
      lock: true,
    });
    if (!canManage) throw forbidden();
    if (body.clientCompanyId === null) {
      await tx.delete(policyClients).where(eq(policyClients.riskPackageId, pkg.id));
    } else {
      await assertCompanyType(
        tx,
        body.clientCompanyId,
        CompanyType.Client,
        "clientCompanyId",
        claimMessages.notClientCompany,
      );
      await tx
        .insert(policyClients)
        .values({
          riskPackageId: pkg.id,
          clientCompanyId: body.clientCompanyId,
          linkedByUserId: actor.user.id,
        })
        .onConflictDoUpdate({
          target: policyClients.riskPackageId,
          set: { clientCompanyId: body.clientCompanyId, linkedByUserId: actor.user.id },
        });
    }
    await auditBy(tx, actor, {
      action: "claim.policyClientLinked",
      subjectType: "risk_package",
      subjectId: pkg.id,
      data: { reference: pkg.reference, clientCompanyId: body.clientCompanyId },
    });
    return { riskPackageId: pkg.id, clientCompanyId: body.clientCompanyId };
  });
}
