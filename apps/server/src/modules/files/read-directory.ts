import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { ensureCompanyDirectory, presentDirectory } from "./directory.ts";

/** The company's directory: root folder and the flat folder list (made on first read). */
export async function readDirectory(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const directory = await ensureCompanyDirectory(db, companyId);
  return presentDirectory(db, directory);
}
