import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { access } from "./period-access.ts";
import { presentPeriodVersion } from "./period-present.ts";
import {
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

/** The periods of an agreement, newest first, each with the latest version the company sees. */
export async function listPeriods(ctx: Ctx, input: { agreementId: number; query: TPageQuery }) {
  const { db } = ctx;
  const { agreementId, query } = input;
  const { role } = await access(ctx, agreementId);
  const newestSeen: SQL =
    role === "agency"
      ? sql`${periods.latestVersionNumber}`
      : sql`(select max(v2.version_number) from ${versions} v2 where v2.period_id = ${periods.id} and v2.status = 'published' and v2.visibility = 'insurer')`;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      period: periods,
      version: versions,
      versionCount:
        sql<number>`(select count(*) from ${versions} v3 where v3.period_id = ${periods.id})`.mapWith(
          Number,
        ),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(periods)
    .innerJoin(
      versions,
      and(eq(versions.periodId, periods.id), sql`${versions.versionNumber} = ${newestSeen}`),
    )
    .where(eq(periods.bindingAgreementId, agreementId))
    .orderBy(desc(versions.dateFrom), desc(periods.id))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(periods)
      .innerJoin(
        versions,
        and(eq(versions.periodId, periods.id), sql`${versions.versionNumber} = ${newestSeen}`),
      )
      .where(eq(periods.bindingAgreementId, agreementId));
    total = counted?.total ?? 0;
  }
  return {
    data: rows.map((row) => ({
      id: row.period.id,
      bindingAgreementId: row.period.bindingAgreementId,
      role,
      latestVersion: presentPeriodVersion(row.version, row.versionCount === 1, role),
    })),
    meta: pageMeta(total, query),
  };
}
