import { isMemberOf, isSystemUser } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Ctx, OriginCtx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound, unauthenticated } from "../../platform/http/errors.ts";
import { findFileVersion } from "./file-versions.ts";
import { fileVersions } from "./tables.ts";

/**
 * Whether a member of `readerCompanyId` may read another company's private file version (a
 * risk's generated documents belong to the underwriter; its broker and client read them under
 * their own company). Wired in app.ts from the modules that know those relations.
 */
export type SharedFileCheck = (
  db: DbOrTx,
  user: AuthUser,
  readerCompanyId: number,
  fileVersionId: number,
) => Promise<boolean>;

/**
 * Public files are readable by anyone; private ones by members and the system company, and by
 * members of a company `shared` lets read another company's file. Signed out, `ctx` has no
 * actor. `addressCompanyId` is the company in the file's address: its own, or for a file shared
 * with the reader, the reader's (the acting company when signed in).
 */
export async function readFileVersion(
  ctx: Ctx | OriginCtx,
  input: { addressCompanyId: number; fileVersionId: number; shared?: SharedFileCheck },
) {
  const { addressCompanyId: companyId, fileVersionId: id, shared } = input;
  const user = "actor" in ctx ? ctx.actor.user : null;
  const row =
    (await findFileVersion(ctx.db, companyId, id)) ??
    (await sharedFileVersion(ctx.db, user, companyId, id, shared));
  // Signed out, a private file and no file answer alike (401), so the answer tells nobody which
  // ids exist; signed in, both are 404 to a non-member.
  if (!user && row?.visibility !== 2) throw unauthenticated();
  if (!row) throw notFound("File not found");
  if (row.visibility !== 2 && row.companyId === companyId) {
    if (!user || (!isMemberOf(user, companyId) && !isSystemUser(user)))
      throw notFound("File not found");
  }
  return { row, data: await ctx.storage.stream(row.storageKey) };
}

async function sharedFileVersion(
  db: DbOrTx,
  user: AuthUser | null,
  readerCompanyId: number,
  id: number,
  shared: SharedFileCheck | undefined,
) {
  if (!user || !shared || !isMemberOf(user, readerCompanyId)) return null;
  if (!(await shared(db, user, readerCompanyId, id))) return null;
  const [row] = await db.select().from(fileVersions).where(eq(fileVersions.id, id));
  return row ?? null;
}
