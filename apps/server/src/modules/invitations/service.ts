import {
  messages,
  Permission,
  PRODUCT_NAME,
  pageWindow,
  type TInvitationRequest,
  type TPageQuery,
} from "@platform/domain";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import {
  badRequest,
  forbidden,
  gone,
  invalid,
  notFound,
  unauthenticated,
} from "../../platform/http/errors.ts";
import type { HttpSession } from "../../platform/session/http-session.ts";
import { safeEqual } from "../../platform/session/tokens.ts";
import { hashPassword, signIn } from "../auth/index.ts";
import { findCompany, presentPublicCompany } from "../companies/index.ts";
import { roles, userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findRole } from "../roles/index.ts";
import { findUserByEmail, insertUser, toSeconds } from "../users/index.ts";
import { invitations } from "./tables.ts";
import { issueInvitationToken, readInvitationToken } from "./tokens.ts";

type InvitationRow = typeof invitations.$inferSelect;

const linkFor = (deps: AppDeps, token: string) =>
  `${deps.config.appUrl}/invitations/${encodeURIComponent(token)}`;

function present(row: InvitationRow & { roleName?: string }) {
  const expired = row.status === "pending" && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    companyId: row.companyId,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    status: expired ? ("expired" as const) : row.status,
    sentAt: toSeconds(row.sentAt),
    expiresAt: toSeconds(row.expiresAt),
    acceptedAt: row.acceptedAt ? toSeconds(row.acceptedAt) : null,
  };
}

/** A page of the company's invitations, newest first (search by email): one statement. */
export async function listInvitations(
  db: DbOrTx,
  actor: AuthUser,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  assertCan(actor, companyId, Permission.ManageInvitations);
  const where = and(
    eq(invitations.companyId, companyId),
    query.search ? ilike(invitations.email, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ invitation: invitations, roleName: roles.name, total: totalRows() })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ invitation, roleName }) => present({ ...invitation, roleName }),
    async () => (await db.select({ n: count() }).from(invitations).where(where))[0]!.n,
  );
}

const expiry = (deps: AppDeps) => new Date(Date.now() + deps.config.invitationDays * 86_400_000);

/** Tells the invitee: in the app when they already have an account; the link goes by email. */
async function deliver(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  row: InvitationRow,
  token: string,
  companyName: string,
) {
  const existing = await findUserByEmail(tx, row.email);
  if (existing) {
    await notify(tx, afterCommit, deps.outbox, {
      userId: existing.id,
      companyId: null,
      type: "invitation.received",
      message: `You are invited to join ${companyName}.`,
      frontendUrl: `/invitations/${encodeURIComponent(token)}`,
    });
  }
  await deps.outbox.message(tx, afterCommit, {
    channel: "email",
    to: row.email,
    subject: `You're invited to join ${companyName} on ${PRODUCT_NAME}`,
    text: `You have been invited to join ${companyName}.\n\nAccept the invitation: ${linkFor(deps, token)}\n\nThe link expires in ${deps.config.invitationDays} days.`,
  });
}

export async function createInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TInvitationRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const company = await findCompany(tx, companyId);
    if (!company) throw notFound(messages.noCompany);
    const role = await findRole(tx, companyId, input.roleId);
    if (!role) throw invalid({ roleId: "Choose a role of this company" });
    const invitee = await findUserByEmail(tx, input.email);
    if (invitee) {
      const [member] = await tx
        .select()
        .from(userCompanyRoles)
        .where(
          and(eq(userCompanyRoles.userId, invitee.id), eq(userCompanyRoles.companyId, companyId)),
        );
      if (member) throw invalid({ email: "This person is already a member of the company" });
    }
    // A new invitation replaces a pending one to the same address.
    await tx
      .update(invitations)
      .set({ status: "revoked" })
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.email, input.email),
          eq(invitations.status, "pending"),
        ),
      );
    const [inserted] = await tx
      .insert(invitations)
      .values({
        companyId,
        roleId: role.id,
        email: input.email,
        tokenHash: "",
        invitedByUserId: user.id,
        expiresAt: expiry(deps),
      })
      .returning();
    const { token, secretHash } = issueInvitationToken(deps.config.appKey, inserted!.id);
    const [row] = await tx
      .update(invitations)
      .set({ tokenHash: secretHash })
      .where(eq(invitations.id, inserted!.id))
      .returning();
    await audit(
      tx,
      {
        action: "invitation.created",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row!.id,
        data: { email: input.email, roleId: role.id },
      },
      actor,
    );
    await deliver(deps, tx, afterCommit, row!, token, company.name);
    return { ...present({ ...row!, roleName: role.name }), link: linkFor(deps, token) };
  });
}

async function ownInvitation(db: DbOrTx, companyId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId)));
  if (!row) throw notFound("Invitation not found");
  return row;
}

export async function revokeInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  invitationId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  await inTransaction(deps.db, async (tx) => {
    const row = await ownInvitation(tx, companyId, invitationId);
    if (row.status !== "pending")
      throw invalid({ invitation: "Only a pending invitation can be revoked" });
    await tx.update(invitations).set({ status: "revoked" }).where(eq(invitations.id, row.id));
    await audit(
      tx,
      {
        action: "invitation.revoked",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row.id,
      },
      actor,
    );
  });
}

/** Sends a pending (or expired) invitation again with a new link and a new expiry. */
export async function resendInvitation(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  invitationId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageInvitations);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await ownInvitation(tx, companyId, invitationId);
    if (row.status !== "pending")
      throw invalid({ invitation: "Only a pending invitation can be sent again" });
    const { token, secretHash } = issueInvitationToken(deps.config.appKey, row.id);
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: secretHash, expiresAt: expiry(deps), sentAt: new Date() })
      .where(eq(invitations.id, row.id))
      .returning();
    const company = await findCompany(tx, companyId);
    await audit(
      tx,
      {
        action: "invitation.resent",
        userId: user.id,
        companyId,
        subjectType: "invitation",
        subjectId: row.id,
      },
      actor,
    );
    await deliver(deps, tx, afterCommit, updated!, token, company!.name);
    return { ...present(updated!), link: linkFor(deps, token) };
  });
}

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
