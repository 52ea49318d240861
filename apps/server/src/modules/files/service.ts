import { isMemberOf, isSystemUser, Permission } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type AuthUser, assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound, unauthenticated } from "../../platform/http/errors.ts";
import { type FileVersionRow, fileVersions } from "./tables.ts";
import { checkUpload } from "./upload-check.ts";

export function presentFile(row: FileVersionRow) {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    visibility: row.visibility,
    url: `/api/companies/${row.companyId}/file-versions/${row.id}`,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** Uploads need one of the permissions that attach files somewhere in the company. */
const uploadPermissions = [
  Permission.ManageCompanyDetails,
  Permission.ManageDocuments,
  Permission.ManageProducts,
  Permission.ManageCompanyTags,
  Permission.ManageRisks,
];

export async function uploadFile(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: {
    name: string;
    mimeType: string;
    data: Buffer;
    visibility: 1 | 2;
    allowedTypes?: string[];
  },
) {
  const { user } = actor;
  assertCanAny(user, companyId, uploadPermissions);
  const mimeType = checkUpload(input, input.allowedTypes);
  const stored = await deps.storage.put(input.data);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fileVersions)
      .values({
        companyId,
        name: input.name,
        mimeType,
        size: input.data.length,
        sha256: stored.sha256,
        storageKey: stored.key,
        visibility: input.visibility,
        uploadedByUserId: user.id,
      })
      .returning();
    await audit(
      tx,
      {
        action: "file.uploaded",
        userId: user.id,
        companyId,
        subjectType: "file_version",
        subjectId: row!.id,
        data: { name: input.name, size: row!.size },
      },
      actor,
    );
    return presentFile(row!);
  });
}

export async function findFileVersion(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.id, id), eq(fileVersions.companyId, companyId)));
  return row ?? null;
}

/** The company's file versions among `ids` (a template's few attachments): one statement. */
export async function companyFileVersions(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(fileVersions)
    .where(and(eq(fileVersions.companyId, companyId), inArray(fileVersions.id, ids)));
}

/**
 * Whether a member of `companyId` may read another company's private file version (a risk's
 * generated documents belong to the underwriter; its broker and client read them under their
 * own company). Wired in app.ts from the modules that know those relations.
 */
export type SharedFileCheck = (
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  fileVersionId: number,
) => Promise<boolean>;

/**
 * Public files are readable by anyone; private ones by members and the system company, and by
 * members of a company `shared` lets read another company's file.
 */
export async function readFileVersion(
  deps: AppDeps,
  user: AuthUser | null,
  companyId: number,
  id: number,
  shared?: SharedFileCheck,
) {
  const row =
    (await findFileVersion(deps.db, companyId, id)) ??
    (await sharedFileVersion(deps.db, user, companyId, id, shared));
  // Signed out, a private file and no file answer alike (401), so the answer tells nobody which
  // ids exist; signed in, both are 404 to a non-member.
  if (!user && row?.visibility !== 2) throw unauthenticated();
  if (!row) throw notFound("File not found");
  if (row.visibility !== 2 && row.companyId === companyId) {
    if (!user || (!isMemberOf(user, companyId) && !isSystemUser(user)))
      throw notFound("File not found");
  }
  return { row, data: await deps.storage.get(row.storageKey) };
}

async function sharedFileVersion(
  db: DbOrTx,
  user: AuthUser | null,
  companyId: number,
  id: number,
  shared: SharedFileCheck | undefined,
) {
  if (!user || !shared || !isMemberOf(user, companyId)) return null;
  if (!(await shared(db, user, companyId, id))) return null;
  const [row] = await db.select().from(fileVersions).where(eq(fileVersions.id, id));
  return row ?? null;
}

/** Makes a file version readable before sign-in (a package's promotional image). */
export async function makeFileVersionPublic(tx: DbOrTx, id: number) {
  await tx.update(fileVersions).set({ visibility: 2 }).where(eq(fileVersions.id, id));
}
