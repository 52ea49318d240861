import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { syndicateInUse } from "../risk-codes/index.ts";
import { authorizeSyndicates } from "./access.ts";
import { findOwn } from "./syndicate-input.ts";
import { syndicates } from "./tables.ts";

/** A syndicate used by a risk code or an agreement section cannot be deleted (deactivate it). */
export async function deleteSyndicate(ctx: Ctx, input: { syndicateId: number }) {
  const { db, actor } = ctx;
  const id = input.syndicateId;
  const companyId = authorizeSyndicates(actor, "manage");
  await db.transaction(async (tx) => {
    const row = await findOwn(tx, companyId, id);
    if (await syndicateInUse(tx, id)) throw conflict(messages.deleteInUse);
    await tx.delete(syndicates).where(eq(syndicates.id, id));
    await auditBy(tx, actor, {
      action: "syndicate.deleted",
      companyId,
      subjectType: "syndicate",
      subjectId: id,
      data: { name: row.name },
    });
  });
}
