import { CompanyType, messages, Permission, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany, memberUserIds } from "../companies/index.ts";
import { brokerages, companies } from "../companies/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { brokerageRequests } from "./tables.ts";

const pending = eq(brokerageRequests.status, "pending");

async function tell(
  tx: DbOrTx,
  afterCommit: Parameters<typeof notifyAll>[1],
  deps: AppDeps,
  companyId: number,
  message: string,
) {
  await notifyAll(tx, afterCommit, deps.outbox, await memberUserIds(tx, companyId), {
    companyId,
    type: "brokerage.changed",
    message,
    frontendUrl: "/company/manage?tab=brokerages",
  });
}

/**
 * The pending requests of a broker (sent) or an underwriter (received), oldest first, each with
 * the company on the other side and who asked: one statement.
 */
export async function pageBrokerageRequests(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  query: TPageQuery,
) {
  assertMember(actor.user, companyId);
  const otherId = sql<number>`case when ${brokerageRequests.brokerCompanyId} = ${companyId} then ${brokerageRequests.underwriterCompanyId} else ${brokerageRequests.brokerCompanyId} end`;
  const where = and(
    pending,
    or(
      eq(brokerageRequests.brokerCompanyId, companyId),
      eq(brokerageRequests.underwriterCompanyId, companyId),
    ),
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      request: brokerageRequests,
      company: {
        id: companies.id,
        name: companies.name,
        handle: companies.handle,
        refCompanyTypeId: companies.refCompanyTypeId,
      },
      requestedBy: users.name,
      total: totalRows(),
    })
    .from(brokerageRequests)
    .innerJoin(companies, eq(companies.id, otherId))
    .leftJoin(users, eq(users.id, brokerageRequests.requestedByUserId))
    .where(where)
    .orderBy(asc(brokerageRequests.createdAt), asc(brokerageRequests.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ request, company, requestedBy }) => ({
      id: request.id,
      brokerCompanyId: request.brokerCompanyId,
      underwriterCompanyId: request.underwriterCompanyId,
      direction: (request.underwriterCompanyId === companyId ? "incoming" : "outgoing") as
        | "incoming"
        | "outgoing",
      company,
      requestedBy: requestedBy ?? null,
      createdAt: toSeconds(request.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(brokerageRequests).where(where))[0]!.n,
  );
}

/** Keeps a broker's request to connect; the underwriter's members are told. */
export async function createBrokerageRequest(
  deps: AppDeps,
  actor: Actor,
  brokerId: number,
  underwriterId: number,
) {
  const { user } = actor;
  assertCan(user, brokerId, Permission.ManageCompanyDetails);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const broker = await findCompany(tx, brokerId);
    const underwriter = await findCompany(tx, underwriterId);
    if (broker?.refCompanyTypeId !== CompanyType.Broker)
      throw invalid({ companyId: "Only a broker asks to connect" });
    if (!underwriter?.isActive || underwriter.refCompanyTypeId !== CompanyType.Underwriter)
      throw invalid({ companyId: "Choose an active underwriter" });
    const [connected] = await tx
      .select({ id: brokerages.id })
      .from(brokerages)
      .where(
        and(
          eq(brokerages.brokerCompanyId, brokerId),
          eq(brokerages.underwriterCompanyId, underwriterId),
        ),
      );
    if (connected) throw invalid({ companyId: messages.alreadyExists });
    const [inserted] = await tx
      .insert(brokerageRequests)
      .values({
        brokerCompanyId: brokerId,
        underwriterCompanyId: underwriterId,
        requestedByUserId: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: brokerageRequests.id });
    if (!inserted)
      throw invalid({ companyId: `Your request to ${underwriter.name} is already waiting` });
    await audit(
      tx,
      {
        action: "brokerage.requested",
        userId: user.id,
        companyId: brokerId,
        subjectType: "brokerage_request",
        subjectId: inserted.id,
        data: { underwriterId },
      },
      actor,
    );
    await tell(tx, afterCommit, deps, underwriterId, `${broker.name} asks to connect as a broker.`);
  });
}

/**
 * The underwriter accepts (the connection is made, returning its id) or declines a pending
 * request; the broker's members are told either way.
 */
export async function decideBrokerageRequest(
  deps: AppDeps,
  actor: Actor,
  underwriterId: number,
  requestId: number,
  accept: boolean,
): Promise<{ id: number } | null> {
  const { user } = actor;
  assertCan(user, underwriterId, Permission.ManageCompanyDetails);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const [request] = await tx
      .update(brokerageRequests)
      .set({
        status: accept ? "accepted" : "declined",
        decidedByUserId: user.id,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(brokerageRequests.id, requestId),
          eq(brokerageRequests.underwriterCompanyId, underwriterId),
          pending,
        ),
      )
      .returning();
    if (!request) throw notFound("Request not found");
    const underwriter = await findCompany(tx, underwriterId);
    let connection: { id: number } | null = null;
    if (accept) {
      const [row] = await tx
        .insert(brokerages)
        .values({
          brokerCompanyId: request.brokerCompanyId,
          underwriterCompanyId: underwriterId,
          createdByUserId: user.id,
        })
        .onConflictDoUpdate({
          target: [brokerages.brokerCompanyId, brokerages.underwriterCompanyId],
          set: { brokerCompanyId: request.brokerCompanyId },
        })
        .returning({ id: brokerages.id });
      connection = { id: row!.id };
    }
    await audit(
      tx,
      {
        action: accept ? "brokerage.accepted" : "brokerage.declined",
        userId: user.id,
        companyId: underwriterId,
        subjectType: "brokerage_request",
        subjectId: request.id,
        data: { brokerId: request.brokerCompanyId },
      },
      actor,
    );
    await tell(
      tx,
      afterCommit,
      deps,
      request.brokerCompanyId,
      accept
        ? `${underwriter!.name} accepted your request: you can now place risks with them.`
        : `${underwriter!.name} declined your request to connect.`,
    );
    return connection;
  });
}

/** A direct connection by the underwriter settles the broker's pending request. */
export async function settlePendingRequest(
  tx: DbOrTx,
  userId: number,
  brokerId: number,
  underwriterId: number,
) {
  await tx
    .update(brokerageRequests)
    .set({ status: "accepted", decidedByUserId: userId, decidedAt: new Date() })
    .where(
      and(
        eq(brokerageRequests.brokerCompanyId, brokerId),
        eq(brokerageRequests.underwriterCompanyId, underwriterId),
        pending,
      ),
    );
}
