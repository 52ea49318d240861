import { mergeFields, Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";

/** The merge fields of the data model (version 1), for the template editor. */
export async function listMergeFields(ctx: Ctx) {
  const { actor } = ctx;
  assertCan(actor.user, actingCompany(actor), Permission.ManageDocuments);
  return { version: 1, fields: mergeFields };
}
