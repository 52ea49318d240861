/**
 * Temporary users (SPEC §1, §4, §7): someone outside the platform (e.g. a client completing a
 * proposal) gets a link with `tempToken`; the web app sends it as `X-Temporary-Token`, which
 * authenticates a temporary user limited to the one shared item the token names. They see no
 * navigation or user menu and use the branding of the company that created them.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { keyedHash } from "../../platform/crypto/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { TEMPORARY_TOKEN_HEADER, type TemporaryAccess } from "../../platform/session/plugin.ts";
import { randomToken } from "../../platform/session/tokens.ts";
import type { UserRow } from "../users/index.ts";
import { findUserById, insertUser, updateUser } from "../users/index.ts";
import { ownerOfTemporarySubject } from "./subjects.ts";
import { temporaryAccessTokens } from "./tables.ts";

export { TEMPORARY_TOKEN_HEADER, type TemporaryAccess };

const hashToken = (appKey: string, token: string) => keyedHash(appKey, "temporary-token", token);

/** The temporary user and access a token stands for, or null (unknown, revoked or expired). */
export async function resolveTemporaryToken(
  db: DbOrTx,
  appKey: string,
  token: string,
): Promise<{ user: UserRow; access: TemporaryAccess } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(temporaryAccessTokens)
    .where(
      and(
        eq(temporaryAccessTokens.tokenHash, hashToken(appKey, token)),
        isNull(temporaryAccessTokens.revokedAt),
        gt(temporaryAccessTokens.expiresAt, new Date()),
      ),
    );
  if (!row) return null;
  // A link reaches nothing once its item is gone or no longer the issuing company's.
  const owner = await ownerOfTemporarySubject(db, row.subjectType, row.subjectId);
  if (owner !== row.companyId) return null;
  const user = await findUserById(db, row.userId);
  if (!user?.isTemporaryUser) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db
      .update(temporaryAccessTokens)
      .set({ lastUsedAt: new Date() })
      .where(eq(temporaryAccessTokens.id, row.id));
    await updateUser(db, user.id, { lastActivityAt: new Date() });
  }
  return {
    user,
    access: {
      tokenId: row.id,
      companyId: row.companyId,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      expiresAt: row.expiresAt,
    },
  };
}

export interface IssueTemporaryAccess {
  companyId: number;
  name: string;
  email?: string | null;
  subjectType: string;
  subjectId: string | number;
  expiresInDays: number;
}

/**
 * Creates a temporary user of the company and a token for one item. Only the flow that owns the
 * item issues it (sending a proposal to a client, SPEC §4): there is no generic route, and an
 * item the company does not own is refused. The token is returned once; only its keyed hash is
 * stored.
 */
export async function issueTemporaryAccess(
  deps: Pick<AppDeps, "db" | "config">,
  input: IssueTemporaryAccess,
  actor: Actor | null,
) {
  const token = randomToken(32);
  return deps.db.transaction(async (tx) => {
    const owner = await ownerOfTemporarySubject(tx, input.subjectType, String(input.subjectId));
    if (owner !== input.companyId) throw notFound();
    const user = await insertUser(tx, {
      name: input.name,
      // Temporary users never sign in: their address is kept unique and unroutable.
      email: `temporary+${randomToken(9)}@temporary.invalid`,
      isTemporaryUser: true,
      createdByCompanyId: input.companyId,
      preferredContactMethod: 3,
    });
    const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
    const [row] = await tx
      .insert(temporaryAccessTokens)
      .values({
        userId: user.id,
        companyId: input.companyId,
        tokenHash: hashToken(deps.config.appKey, token),
        subjectType: input.subjectType,
        subjectId: String(input.subjectId),
        expiresAt,
      })
      .returning();
    await audit(
      tx,
      {
        action: "temporary_access.issued",
        userId: actor?.user.id ?? null,
        companyId: input.companyId,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        data: { temporaryUserId: user.id, contact: input.email ?? null },
      },
      actor ?? undefined,
    );
    return { id: row!.id, userId: user.id, token, expiresAt };
  });
}

/** Revokes one link inside the caller's transaction (a proposal revoked by the broker). */
export async function revokeTemporaryToken(db: DbOrTx, id: number, now: Date) {
  await db
    .update(temporaryAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(temporaryAccessTokens.id, id), isNull(temporaryAccessTokens.revokedAt)));
}
