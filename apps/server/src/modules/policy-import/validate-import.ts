import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { authorizePolicyImport } from "./access.ts";
import { checkFile } from "./check-file.ts";
import { assertCsvType, textOf } from "./file-body.ts";

/** Validates a policy data file without importing anything (SPEC §5 "validate first"). */
export async function validatePolicyImport(
  ctx: Ctx,
  input: { contentType: string | undefined; body: AsyncIterable<Buffer | string> },
) {
  const { db, actor } = ctx;
  const companyId = await authorizePolicyImport(ctx);
  assertCsvType(input.contentType);
  return inTransaction(db, async (tx) => {
    const checked = await checkFile(tx, {
      batchId: crypto.randomUUID(),
      companyId,
      now: actor.now(),
      text: textOf(input.body),
    });
    return checked.report;
  });
}
