/** The invitee's side: what a link offers, and accepting it (signed in, or with a new account). */
import { messages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../../platform/access/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { OriginCtx } from "../../platform/context/index.ts";
import { hashPassword } from "../../platform/crypto/passwords.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { forbidden, invalid, unauthenticated } from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { signIn } from "../auth/index.ts";
import { findCompany } from "../companies/index.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findUserByEmail, insertUser } from "../users/index.ts";
import { invitationFromToken } from "./live-invitation.ts";
import { invitations } from "./tables.ts";

export interface AcceptInput {
  name?: string;
  password?: string;
}

/**
 * Accepting adds the role to the invited account: the signed-in user when the email matches,
 * else a new account created from the given name and password (then signed in).
 */
export async function acceptInvitation(
  ctx: OriginCtx,
  input: AcceptInput & { token: string; signedIn: AuthUser | null; session: HttpSession },
) {
  const { db, outbox } = ctx;
  const { token, signedIn, session } = input;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return inTransaction(db, async (tx, afterCommit) => {
    const row = await invitationFromToken(ctx, tx, token);
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
      await notify(tx, afterCommit, outbox, {
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
