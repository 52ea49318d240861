import { messages } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { clauseVersions } from "../clauses/tables.ts";
import { assertAction, mainTransaction, mirror } from "./change.ts";
import { auditRisk } from "./effects.ts";
import { withdrawQuote } from "./requote.ts";
import { riskTransactionClauses } from "./tables.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** Removes an endorsement the underwriter attached (a rule's stays: it is locked). */
export async function removeEndorsement(
  ctx: Ctx,
  input: { riskPackageId: number; endorsementId: number },
) {
  const { actor } = ctx;
  const { endorsementId } = input;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, afterCommit, loaded, now }) => {
      assertAction("review", mainTransaction(loaded), { now });
      const [row] = await tx
        .select({
          id: riskTransactionClauses.id,
          fromRule: riskTransactionClauses.fromRule,
          locked: riskTransactionClauses.locked,
          clauseVersionId: riskTransactionClauses.clauseVersionId,
          name: clauseVersions.name,
        })
        .from(riskTransactionClauses)
        .innerJoin(clauseVersions, eq(clauseVersions.id, riskTransactionClauses.clauseVersionId))
        .where(
          and(
            eq(riskTransactionClauses.id, endorsementId),
            inArray(
              riskTransactionClauses.transactionId,
              loaded.current.map((c) => c.tx.id),
            ),
          ),
        );
      if (!row) throw notFound("Endorsement not found");
      if (row.fromRule || row.locked) throw conflict(messages.ruleLocked);
      await tx.delete(riskTransactionClauses).where(eq(riskTransactionClauses.id, row.id));
      const withdrawn = await withdrawQuote(tx, afterCommit, ctx, actor, loaded, row.name);
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, "risk.endorsement_removed", {
        description: `Endorsement removed: ${row.name}`,
        clauseVersionId: row.clauseVersionId,
        quoteWithdrawn: withdrawn,
      });
    },
  });
}
