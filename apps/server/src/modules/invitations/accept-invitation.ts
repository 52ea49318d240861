/** The invitee's side: what a link offers, and accepting it (signed in, or with a new account). */
import { messages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../../platform/access/index.ts";
import { audit } from "../../platform/audit/index.ts";
import { hashPassword } from "../../platform/crypto/passwords.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import {
  badRequest,
  forbidden,
  gone,
  invalid,
  unauthenticated,
} from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { safeEqual } from "../../platform/session/tokens.ts";
import { signIn } from "../auth/index.ts";
import { findCompany, presentPublicCompany } from "../companies/index.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findRole } from "../roles/index.ts";
import { findUserByEmail, insertUser, toSeconds } from "../users/index.ts";
import { invitations } from "./tables.ts";
import { readInvitationToken } from "./tokens.ts";

/** The pending invitation a link names, or the spec's refusal for a mangled or dead link. */
async function invitationFromToken(deps: AppDeps, db: DbOrTx, token: string) {
  const parsed = readInvitationToken(deps.config.appKey, token);
  if (!parsed) throw badRequest(messages.invitationLinkWrong);
  const [row] = await db.select().from(invitations).where(eq(invitations.id, parsed.id));
  const live =
    row &&
    row.status === "pending" &&
    row.expiresAt.getTime() > Date.now() &&
    safeEqual(row.tokenHash, parsed.secretHash);
  if (!live) throw gone(messages.invitationInvalid);
  return row;
}

export async function describeInvitation(deps: AppDeps, token: string) {
  const row = await invitationFromToken(deps, deps.db, token);
  const company = await findCompany(deps.db, row.companyId);
  const role = await findRole(deps.db, row.companyId, row.roleId);
  return {
    email: row.email,
    company: presentPublicCompany(company!),
    roleName: role?.name ?? null,
    accountExists: Boolean(await findUserByEmail(deps.db, row.email)),
    expiresAt: toSeconds(row.expiresAt),
  };
}

export interface AcceptInput {
  name?: string;
  password?: string;
}

/**
 * Accepting adds the role to the invited account: the signed-in user when the email matches,
 * else a new account created from the given name and password (then signed in).
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  input: AcceptInput,
  signedIn: AuthUser | null,
  session: HttpSession,
) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await invitationFromToken(deps, tx, token);
    let userId: number;
    if (signedIn) {
      if (signedIn.row.email.toLowerCase() !== row.email.toLowerCase()) {
        throw forbidden(
          `This invitation was sent to ${row.email}. Sign in with that account to accept it.`,
        );
      }
      userId = signedIn.id;
    } else {
      if (await findUserByEmail(tx, row.email)) {
        throw unauthenticated(`Sign in as ${row.email} to accept this invitation.`);
      }
      if (!input.name || !passwordHash) {
        throw invalid({
          ...(input.name ? {} : { name: messages.labelRequired("Name") }),
          ...(passwordHash ? {} : { password: messages.required }),
        });
      }
      const created = await insertUser(tx, {
        name: input.name,
        email: row.email,
        passwordHash,
        passwordChangedAt: new Date(),
        lastActivityAt: new Date(),
      });
      await audit(
        tx,
        {
          action: "user.registered",
          userId: created.id,
          subjectType: "user",
          subjectId: created.id,
          data: { invitationId: row.id },
        },
        session.origin,
      );
      await signIn(tx, session, created.id, false);
      userId = created.id;
    }
    const [existing] = await tx
      .select()
      .from(userCompanyRoles)
      .where(
        and(eq(userCompanyRoles.userId, userId), eq(userCompanyRoles.companyId, row.companyId)),
      );
    if (existing) throw invalid({ invitation: "You are already a member of this company" });
    await tx
      .insert(userCompanyRoles)
      .values({ userId, companyId: row.companyId, roleId: row.roleId });
    await tx
      .update(invitations)
      .set({ status: "accepted", acceptedAt: new Date(), acceptedByUserId: userId })
      .where(eq(invitations.id, row.id));
    await audit(
      tx,
      {
        action: "invitation.accepted",
        userId,
        companyId: row.companyId,
        subjectType: "invitation",
        subjectId: row.id,
      },
      session.origin,
    );
    const company = await findCompany(tx, row.companyId);
    if (row.invitedByUserId && row.invitedByUserId !== userId) {
      await notify(tx, afterCommit, deps.outbox, {
        userId: row.invitedByUserId,
        companyId: row.companyId,
        type: "invitation.accepted",
        message: `${row.email} accepted your invitation to ${company!.name}.`,
        frontendUrl: "/company/manage",
      });
    }
    return { companyId: row.companyId, roleId: row.roleId };
  });
}
