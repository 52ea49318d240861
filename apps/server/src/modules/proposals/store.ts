/** Reading proposals and presenting them (the broker's view). */
import type { TProposalView } from "@platform/domain";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { anyRow } from "../../platform/db/exists.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toSeconds } from "../users/index.ts";
import { type RiskProposalRow, riskProposals } from "./tables.ts";

const seconds = (date: Date | null) => (date ? toSeconds(date) : null);

export function presentProposal(row: RiskProposalRow): TProposalView {
  return {
    id: row.id,
    riskPackageId: row.riskPackageId,
    status: row.status as TProposalView["status"],
    clientName: row.clientName,
    email: row.email,
    mobile: row.mobile,
    clientCompanyId: row.clientCompanyId,
    sentAt: toSeconds(row.sentAt),
    clientSavedAt: seconds(row.clientSavedAt),
    doneAt: seconds(row.doneAt),
    revokedAt: seconds(row.revokedAt),
  };
}

/** The package's proposal out with the client (status `sent`), if any: one statement. */
export async function openProposalOf(db: DbOrTx, riskPackageId: number) {
  const [row] = await db
    .select()
    .from(riskProposals)
    .where(and(eq(riskProposals.riskPackageId, riskPackageId), eq(riskProposals.status, "sent")));
  return row ?? null;
}

/** A proposal of one of the packages went to `companyId` as the client (and was not revoked). */
export async function clientSeesPackages(db: DbOrTx, companyId: number, packageIds: number[]) {
  if (packageIds.length === 0) return false;
  return anyRow(
    db,
    riskProposals,
    and(
      inArray(riskProposals.riskPackageId, packageIds),
      eq(riskProposals.clientCompanyId, companyId),
      ne(riskProposals.status, "revoked"),
    ),
  );
}

/**
 * The company a proposal's temporary link may reach it for: the broker company that sent it
 * (lent to temporary-users by modules.ts); null for an unknown id.
 */
export async function proposalOwner(db: DbOrTx, subjectId: string) {
  if (!/^[1-9]\d{0,9}$/.test(subjectId)) return null;
  const [row] = await db
    .select({ companyId: riskProposals.companyId })
    .from(riskProposals)
    .where(eq(riskProposals.id, Number(subjectId)));
  return row?.companyId ?? null;
}

/**
 * The packages named on a proposal to `companyId` that was not revoked (the quotations the
 * client follows), as a subquery of package ids for another module's list or scope.
 */
export function proposedToClient(companyId: number) {
  return sql`select ${riskProposals.riskPackageId} from ${riskProposals}
    where ${riskProposals.clientCompanyId} = ${companyId} and ${riskProposals.status} <> 'revoked'`;
}

/** The latest non-revoked proposal to `companyId` of each package (one statement). */
export async function latestProposalsTo(db: DbOrTx, companyId: number, packageIds: number[]) {
  if (packageIds.length === 0) return new Map<number, RiskProposalRow>();
  const rows = await db
    .selectDistinctOn([riskProposals.riskPackageId])
    .from(riskProposals)
    .where(
      and(
        inArray(riskProposals.riskPackageId, packageIds),
        eq(riskProposals.clientCompanyId, companyId),
        ne(riskProposals.status, "revoked"),
      ),
    )
    .orderBy(riskProposals.riskPackageId, desc(riskProposals.id));
  return new Map(rows.map((r) => [r.riskPackageId, r]));
}
