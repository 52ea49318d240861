import { messages, riskEditMessages, type ZRiskEndorsementAttach } from "@platform/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { clauses, clauseVersions } from "../clauses/tables.ts";
import { assertAction, mainTransaction, mirror } from "./change.ts";
import { auditRisk } from "./effects.ts";
import { targetOf } from "./endorsement-scope.ts";
import { withdrawQuote } from "./requote.ts";
import { riskTransactionClauses } from "./tables.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** Attaches a published version of the underwriter company's own endorsement. */
export async function attachEndorsement(
  ctx: Ctx,
  input: z.output<typeof ZRiskEndorsementAttach> & { riskPackageId: number },
) {
  const { actor } = ctx;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, afterCommit, loaded, now }) => {
      assertAction("review", mainTransaction(loaded), { now });
      const target = targetOf(loaded, input.productId);
      const [version] = await tx
        .select({
          id: clauseVersions.id,
          clauseId: clauseVersions.clauseId,
          name: clauseVersions.name,
          versionNumber: clauseVersions.versionNumber,
          attached: sql<boolean>`exists (
            select 1 from ${riskTransactionClauses} a
            join ${clauseVersions} v on v.id = a.clause_version_id
            where a.transaction_id = ${target.tx.id} and v.clause_id = ${clauses.id})`,
        })
        .from(clauseVersions)
        .innerJoin(clauses, eq(clauses.id, clauseVersions.clauseId))
        .where(
          and(
            eq(clauseVersions.id, input.clauseVersionId),
            eq(clauses.companyId, loaded.row.companyId),
            eq(clauseVersions.status, "published"),
            isNull(clauses.archivedAt),
          ),
        );
      if (!version) throw invalid({ clauseVersionId: riskEditMessages.clauseNotAvailable });
      if (version.attached) throw conflict(messages.alreadyExists);
      await tx.insert(riskTransactionClauses).values({
        transactionId: target.tx.id,
        clauseVersionId: version.id,
        fromRule: false,
        locked: false,
        addedByUserId: actor.user.id,
        createdAt: now,
      });
      const withdrawn = await withdrawQuote(tx, afterCommit, ctx, actor, loaded, version.name);
      await mirror(tx, loaded, now);
      await auditRisk(tx, actor, loaded.row, "risk.endorsement_attached", {
        description: `Endorsement attached: ${version.name} (version ${version.versionNumber})`,
        productId: input.productId,
        clauseVersionId: version.id,
        quoteWithdrawn: withdrawn,
      });
    },
  });
}
