/**
 * What the parties do on a claim: the underwriter sets reserves, records payments, moves its
 * status and appoints a legal firm; the appointed firm records its advice, its fees (payments in
 * the fees category) and the status. A policy's broker or underwriter links its client company.
 * Each change locks the claim row, so concurrent movements see each other's outstanding amount.
 */
import {
  acceptsMovements,
  CompanyType,
  claimMessages,
  claimStatusLabels,
  claimTotals,
  movementChanges,
  type StoredMovement,
  ZClaimAdvice,
  ZClaimAppointment,
  ZClaimStatusChange,
  ZMovementCreate,
  ZPolicyClient,
} from "@platform/domain";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { visibleClaim } from "./access.ts";
import { auditClaim, tellParties } from "./effects.ts";
import { assertCompanyType, marketToday } from "./policy.ts";
import { claimMovements, claims, policyClients } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "outbox">;

export async function addMovement(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZMovementCreate>,
) {
  const body = ZMovementCreate.parse(input);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const { row, role } = await visibleClaim(tx, actor, companyId, claimId, { lock: true });
    if (role === "reader") throw forbidden();
    if (role === "legal" && (body.kind === "reserve" || body.category !== "fees")) {
      throw forbidden();
    }
    if (row.kind !== "claim") throw conflict(claimMessages.incidentNoMovements);
    if (!acceptsMovements(row.status)) throw conflict(claimMessages.notLive);
    const history = (await tx
      .select({
        category: claimMovements.category,
        movementDate: claimMovements.movementDate,
        paidChange: claimMovements.paidChange,
        outstandingChange: claimMovements.outstandingChange,
      })
      .from(claimMovements)
      .where(eq(claimMovements.claimId, row.id))
      .orderBy(desc(claimMovements.movementDate))) as StoredMovement[];
    const errors: Record<string, string> = {};
    if (body.movementDate > marketToday(actor)) errors.movementDate = claimMessages.dateInFuture;
    else if (body.movementDate < row.dateOfLoss) {
      errors.movementDate = claimMessages.movementBeforeLoss;
    } else if (history[0] && body.movementDate < history[0].movementDate) {
      errors.movementDate = claimMessages.movementBeforeLast;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const outstanding = claimTotals(history)[body.category].outstanding;
    const changes = movementChanges(body.kind, body.amount, outstanding);
    const [movement] = await tx
      .insert(claimMovements)
      .values({
        claimId: row.id,
        kind: body.kind,
        category: body.category,
        amount: body.amount,
        ...changes,
        movementDate: body.movementDate,
        note: body.note,
        companyId,
        userId: actor.user.id,
      })
      .returning();
    // A claim with money on it is open (a notified claim is being handled).
    const status = row.status === "notified" ? "open" : row.status;
    await tx.update(claims).set({ status, updatedAt: actor.now() }).where(eq(claims.id, row.id));
    const what =
      body.kind === "reserve"
        ? `${body.category} reserve set to ${body.amount}`
        : `${body.category} payment of ${body.amount}`;
    await auditClaim(
      tx,
      actor,
      row,
      body.kind === "reserve" ? "claim.reserveSet" : "claim.paymentRecorded",
      { summary: `${what[0]!.toUpperCase()}${what.slice(1)} (${body.movementDate})`, ...changes },
    );
    await tellParties(tx, afterCommit, deps, actor, { ...row, status }, `claim.${body.kind}`, what);
    return movement!;
  });
}

export async function changeStatus(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZClaimStatusChange>,
) {
  const body = ZClaimStatusChange.parse(input);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const { row, role, can } = await visibleClaim(tx, actor, companyId, claimId, { lock: true });
    if (role === "reader") throw forbidden();
    if (!can.statuses.includes(body.status)) {
      throw invalid({ status: claimMessages.statusNotAllowed });
    }
    const [updated] = await tx
      .update(claims)
      .set({ status: body.status, updatedAt: actor.now() })
      .where(eq(claims.id, row.id))
      .returning();
    const label = claimStatusLabels[body.status];
    await auditClaim(tx, actor, row, "claim.statusChanged", {
      summary: `Status: ${label}${body.reason ? ` (${body.reason})` : ""}`,
      from: row.status,
      to: body.status,
    });
    await tellParties(tx, afterCommit, deps, actor, updated!, "claim.status", label.toLowerCase());
    return updated!;
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
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const { row, can } = await visibleClaim(tx, actor, companyId, claimId, { lock: true });
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
    const [updated] = await tx
      .update(claims)
      .set({ legalCompanyId: body.legalCompanyId, updatedAt: actor.now() })
      .where(eq(claims.id, row.id))
      .returning();
    await auditClaim(tx, actor, row, "claim.legalAppointed", {
      summary: body.legalCompanyId === null ? "Legal firm released" : "Legal firm appointed",
      legalCompanyId: body.legalCompanyId,
      previousLegalCompanyId: row.legalCompanyId,
    });
    if (body.legalCompanyId !== null) {
      await tellParties(
        tx,
        afterCommit,
        deps,
        actor,
        updated!,
        "claim.legalAppointed",
        "your firm was appointed",
      );
    }
    return updated!;
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
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const { row, can } = await visibleClaim(tx, actor, companyId, claimId, { lock: true });
    if (!can.advise) throw forbidden();
    const [updated] = await tx
      .update(claims)
      .set({ advice: body.advice, updatedAt: actor.now() })
      .where(eq(claims.id, row.id))
      .returning();
    await auditClaim(tx, actor, row, "claim.adviceRecorded", {
      summary: `Advice: ${body.advice.slice(0, 500)}`,
    });
    await tellParties(tx, afterCommit, deps, actor, updated!, "claim.advice", "advice recorded");
    return updated!;
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
    const { row: pkg, canManage } = await visibleRiskPackage(tx, actor, companyId, riskPackageId, {
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
