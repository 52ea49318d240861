import { mergeFields } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeTemplates } from "./access.ts";

/** The merge fields of the data model (version 1), for the template editor. */
export async function listMergeFields(ctx: Ctx) {
  const { actor } = ctx;
  authorizeTemplates(actor);
  return { version: 1, fields: mergeFields };
}
