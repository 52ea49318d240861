import { CompanyType, messages, Permission, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany, memberUserIds } from "../companies/index.ts";
import { brokerages, companies } from "../companies/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { toSeconds } from "../users/index.ts";
import { settlePendingRequest } from "./requests.ts";

/**
 * A page of the connections of a broker or an underwriter, each with the company on the other
 * side, searched by that company's name or handle: one statement (two past the last page).
 */
export async function pageBrokerages(
  db: DbOrTx,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  const otherId = sql<number>`case when ${brokerages.brokerCompanyId} = ${companyId} then ${brokerages.underwriterCompanyId} else ${brokerages.brokerCompanyId} end`;
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    or(eq(brokerages.brokerCompanyId, companyId), eq(brokerages.underwriterCompanyId, companyId)),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.handle, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      brokerage: brokerages,
      company: {
        id: companies.id,
        name: companies.name,
        handle: companies.handle,
        refCompanyTypeId: companies.refCompanyTypeId,
      },
      total: totalRows(),
    })
    .from(brokerages)
    .innerJoin(companies, eq(companies.id, otherId))
    .where(where)
    .orderBy(asc(companies.name), asc(brokerages.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ brokerage, company }) => ({
      id: brokerage.id,
      brokerCompanyId: brokerage.brokerCompanyId,
      underwriterCompanyId: brokerage.underwriterCompanyId,
      company,
      createdAt: toSeconds(brokerage.createdAt),
    }),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(brokerages)
          .innerJoin(companies, eq(companies.id, otherId))
          .where(where)
      )[0]!.n,
  );
}

/** The brokers connected with an underwriter (id, name, handle, type), by name: one statement. */
export async function connectedBrokers(db: DbOrTx, underwriterCompanyId: number) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      handle: companies.handle,
      refCompanyTypeId: companies.refCompanyTypeId,
    })
    .from(brokerages)
    .innerJoin(companies, eq(companies.id, brokerages.brokerCompanyId))
    .where(eq(brokerages.underwriterCompanyId, underwriterCompanyId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** Ids of the underwriters a broker is connected with (for product package visibility). */
export async function connectedUnderwriterIds(
  db: DbOrTx,
  brokerCompanyId: number,
): Promise<number[]> {
  const rows = await db
    .select()
    .from(brokerages)
    .where(eq(brokerages.brokerCompanyId, brokerCompanyId));
  return rows.map((row) => row.underwriterCompanyId);
}

export async function isConnected(
  db: DbOrTx,
  brokerCompanyId: number,
  underwriterCompanyId: number,
) {
  const [row] = await db
    .select()
    .from(brokerages)
    .where(
      and(
        eq(brokerages.brokerCompanyId, brokerCompanyId),
        eq(brokerages.underwriterCompanyId, underwriterCompanyId),
      ),
    );
  return Boolean(row);
}

async function notifyAdmins(
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
    frontendUrl: "/company/manage",
  });
}

/**
 * Underwriters connect brokers (the underwriter decides who may place risks with it); a broker
 * asks by `createBrokerageRequest` (requests.ts).
 */
export async function connectBroker(
  deps: AppDeps,
  actor: Actor,
  underwriterId: number,
  brokerId: number,
) {
  const { user } = actor;
  assertCan(user, underwriterId, Permission.ManageCompanyDetails);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const underwriter = await findCompany(tx, underwriterId);
    const broker = await findCompany(tx, brokerId);
    if (underwriter?.refCompanyTypeId !== CompanyType.Underwriter)
      throw invalid({ companyId: "Only an underwriter connects brokers" });
    if (!broker?.isActive || broker.refCompanyTypeId !== CompanyType.Broker)
      throw invalid({ companyId: "Choose an active broker" });
    if (await isConnected(tx, brokerId, underwriterId))
      throw invalid({ companyId: messages.alreadyExists });
    const [row] = await tx
      .insert(brokerages)
      .values({
        brokerCompanyId: brokerId,
        underwriterCompanyId: underwriterId,
        createdByUserId: user.id,
      })
      .returning();
    await settlePendingRequest(tx, user.id, brokerId, underwriterId);
    await audit(
      tx,
      {
        action: "brokerage.connected",
        userId: user.id,
        companyId: underwriterId,
        subjectType: "brokerage",
        subjectId: row!.id,
        data: { brokerId },
      },
      actor,
    );
    await notifyAdmins(
      tx,
      afterCommit,
      deps,
      brokerId,
      `${underwriter.name} connected with ${broker.name}: you can now place risks with them.`,
    );
    return { id: row!.id };
  });
}

/** Either side may end a connection. */
export async function disconnect(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  brokerageId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyDetails);
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const [row] = await tx.select().from(brokerages).where(eq(brokerages.id, brokerageId));
    if (!row || (row.brokerCompanyId !== companyId && row.underwriterCompanyId !== companyId))
      throw notFound("Connection not found");
    await tx.delete(brokerages).where(eq(brokerages.id, brokerageId));
    await audit(
      tx,
      {
        action: "brokerage.disconnected",
        userId: user.id,
        companyId,
        subjectType: "brokerage",
        subjectId: brokerageId,
      },
      actor,
    );
    const otherId =
      row.brokerCompanyId === companyId ? row.underwriterCompanyId : row.brokerCompanyId;
    const me = await findCompany(tx, companyId);
    await notifyAdmins(tx, afterCommit, deps, otherId, `${me!.name} ended your broker connection.`);
  });
}
