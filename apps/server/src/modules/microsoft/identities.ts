/**
 * Microsoft accounts linked to platform users: finding the linked user (linking by verified email
 * once) and the organisation of a linked account.
 */
import { isOnlyCompanyOf } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { findMethod, upsertMethod } from "../two-factor/index.ts";
import { findUserByEmail, loadUserRoles } from "../users/index.ts";
import type { Deps } from "./configuration.ts";
import { microsoftConnections, userIdentities } from "./tables.ts";

/** The connected company (of the user's) whose tenant the user's Microsoft account is in. */
export async function connectionOfLinkedAccount(db: DbOrTx, userId: number) {
  const identities = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, "microsoft")));
  const companyIds = new Set((await loadUserRoles(db, userId)).map((role) => role.companyId));
  for (const identity of identities) {
    const rows = await db
      .select()
      .from(microsoftConnections)
      .where(eq(microsoftConnections.tenantId, identity.tenantId ?? ""));
    const row = rows.find((candidate) => companyIds.has(candidate.companyId));
    if (row) return row;
  }
  return null;
}

/** The linked user, else the member of the company with that email (linked now), else null. */
export async function resolveUser(
  db: Deps["db"],
  input: { subject: string; tid: string; email: string | null; companyId: number },
): Promise<number | null> {
  const [identity] = await db
    .select()
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, "microsoft"), eq(userIdentities.subject, input.subject)),
    );
  if (identity) {
    await db
      .update(userIdentities)
      .set({ lastSignInAt: new Date() })
      .where(eq(userIdentities.id, identity.id));
    return identity.userId;
  }
  if (!input.email) return null;
  const user = await findUserByEmail(db, input.email);
  if (!user) return null;
  const companyIds = (await loadUserRoles(db, user.id)).map((role) => role.companyId);
  if (!companyIds.includes(input.companyId)) return null;
  // Linking by email lets the company's organisation sign the user in everywhere: only for a
  // user whose only company it is (SPEC §6, the same rule as an administrator's reset).
  if (!isOnlyCompanyOf(input.companyId, companyIds)) return null;
  await db.transaction(async (tx) => {
    await tx.insert(userIdentities).values({
      userId: user.id,
      provider: "microsoft",
      subject: input.subject,
      tenantId: input.tid,
      email: input.email,
      lastSignInAt: new Date(),
    });
    // Linking proves the Microsoft account: it becomes a two-factor method the user may turn on.
    if (!(await findMethod(tx, user.id, "microsoft"))) {
      await upsertMethod(tx, user.id, "microsoft", { verifiedAt: new Date(), enabled: false });
    }
  });
  return user.id;
}
