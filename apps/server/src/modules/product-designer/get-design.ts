import type { Ctx } from "../../platform/context/index.ts";
import { designOfVersion } from "./design.ts";
import { presentDesign } from "./present.ts";
import { readableVersion, type VersionKey } from "./versions.ts";

/** The design of a version; a read (it never writes). */
export async function getDesign(ctx: Ctx, input: VersionKey) {
  const { db, actor } = ctx;
  const { version, editable } = await readableVersion(ctx, input);
  return presentDesign(db, actor.user, await designOfVersion(db, version.id), editable);
}
