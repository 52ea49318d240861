/**
 * Writing a claim's ledger: a reserve or a payment inside a claim change (the claim row locked),
 * with the date rules of a movement, its audit row and the parties told. The underwriter's own
 * movements and an approved fee submission both come through here.
 */
import {
  acceptsMovements,
  claimMessages,
  claimTotals,
  formatDateAu,
  formatMoney,
  movementChanges,
  type StoredMovement,
  type ZMovementCreate,
} from "@platform/domain";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import type { ClaimChange } from "./change.ts";
import { marketToday } from "./policy.ts";
import { type ClaimRow, claimMovements, claims } from "./tables.ts";

export const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The claim's movements, newest first (the ledger's input). */
export async function movementsOf(tx: Tx, claimId: number) {
  return (await tx
    .select({
      category: claimMovements.category,
      movementDate: claimMovements.movementDate,
      paidChange: claimMovements.paidChange,
      outstandingChange: claimMovements.outstandingChange,
    })
    .from(claimMovements)
    .where(eq(claimMovements.claimId, claimId))
    .orderBy(desc(claimMovements.movementDate), desc(claimMovements.id))) as StoredMovement[];
}

export async function updateClaim(tx: Tx, actor: Actor, row: ClaimRow, values: Partial<ClaimRow>) {
  const [updated] = await tx
    .update(claims)
    .set({ ...values, updatedAt: actor.now() })
    .where(eq(claims.id, row.id))
    .returning();
  return updated!;
}

/** Records `body` on the changed claim (the caller checked who may); 409 unless it is live. */
export async function recordMovement(
  { tx, actor, row, audit, tell }: ClaimChange,
  body: z.output<typeof ZMovementCreate>,
) {
  if (row.kind !== "claim") throw conflict(claimMessages.incidentNoMovements);
  if (!acceptsMovements(row.status)) throw conflict(claimMessages.notLive);
  const history = await movementsOf(tx, row.id);
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
      companyId: actingCompany(actor),
      userId: actor.user.id,
    })
    .returning();
  // A claim with money on it is open (a notified claim is being handled).
  const updated = await updateClaim(tx, actor, row, {
    status: row.status === "notified" ? "open" : row.status,
  });
  const what =
    body.kind === "reserve"
      ? `${body.category} reserve set to ${formatMoney(body.amount)}`
      : `${body.category} payment of ${formatMoney(body.amount)}`;
  await audit(body.kind === "reserve" ? "claim.reserveSet" : "claim.paymentRecorded", {
    summary: `${sentence(what)} (${formatDateAu(body.movementDate)})`,
    ...changes,
  });
  await tell(`claim.${body.kind}`, what, updated);
  return { movement: movement!, updated };
}
