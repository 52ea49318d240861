/**
 * Reading a risk package with everything its use cases need, in a fixed number of statements:
 * the package (locked for a change), the names it refers to, its risks with their pinned product
 * versions, and its transactions. Every change and the single read start here.
 */
import {
  ProductKind,
  type TProductDetails,
  type TransactionTypeId,
  transactionTypeCodes,
} from "@platform/domain";
import { and, asc, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { companies } from "../companies/tables.ts";
import { productPackages } from "../product-packages/tables.ts";
import { products, productVersions } from "../products/tables.ts";
import { underwritingStatuses } from "../underwriting-statuses/tables.ts";
import { users } from "../users/tables.ts";
import { type RiskPackageAccess, visibleRiskPackage } from "./access.ts";
import {
  type RiskRow,
  type RiskTransactionRow,
  riskPackages,
  risks,
  riskTransactions,
} from "./tables.ts";

export interface PinnedRisk {
  risk: RiskRow;
  productName: string;
  insuranceClassId: number | null;
  version: {
    id: number;
    productId: number;
    versionNumber: number;
    details: TProductDetails;
    lockedAt: Date | null;
    usageCount: number;
  };
  /** The product's newest published version number (a newer one means: migrate first). */
  latestPublishedVersionNumber: number | null;
}

export interface LoadedPackage extends RiskPackageAccess {
  risks: PinnedRisk[];
  transactions: RiskTransactionRow[];
  /** The latest transaction of each risk, main risk first (they move together). */
  current: { pinned: PinnedRisk; tx: RiskTransactionRow }[];
}

/** The package's risks with their pinned versions, main first: one statement. */
export async function pinnedRisksOf(db: DbOrTx, riskPackageId: number): Promise<PinnedRisk[]> {
  const rows = await db
    .select({
      risk: risks,
      productName: products.name,
      insuranceClassId: products.insuranceClassId,
      latestPublishedVersionNumber: products.latestPublishedVersionNumber,
      version: {
        id: productVersions.id,
        productId: productVersions.productId,
        versionNumber: productVersions.versionNumber,
        details: productVersions.details,
        lockedAt: productVersions.lockedAt,
        usageCount: productVersions.usageCount,
      },
    })
    .from(risks)
    .innerJoin(products, eq(products.id, risks.productId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .where(eq(risks.riskPackageId, riskPackageId))
    .orderBy(asc(risks.productKind), asc(risks.position), asc(risks.id));
  return rows;
}

/**
 * The products of a package's risks as a subquery (not run here): another module's statement
 * filters by it (the documents a package's products issue) without reading the risks table.
 */
export function packageProductIds(db: DbOrTx, riskPackageId: number) {
  return db
    .select({ productId: risks.productId })
    .from(risks)
    .where(eq(risks.riskPackageId, riskPackageId));
}

/**
 * Today's date in the time zone of a package's main product, as an SQL expression (`packageId`
 * is the outer query's package id column): what the jobs compare a term's dates against.
 */
export function productTodayOf(packageId: AnyPgColumn, now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${productTimeZoneOf(packageId)})::date`;
}

/**
 * The time zone of a package's main product version, as an SQL expression. Its tables are
 * aliased and the outer column named with its table: a select list of one table leaves column
 * names bare, which inside the subquery would name the subquery's own columns.
 */
export function productTimeZoneOf(packageId: AnyPgColumn): SQL<string> {
  const outer = sql`${sql.identifier(getTableName(packageId.table))}.${sql.identifier(packageId.name)}`;
  return sql<string>`(select tz_v.details->>'timeZone'
    from ${risks} tz_r join ${productVersions} tz_v on tz_v.id = tz_r.product_version_id
    where tz_r.risk_package_id = ${outer}
    order by tz_r.product_kind, tz_r.position, tz_r.id limit 1)`;
}

export async function transactionsOf(db: DbOrTx, riskPackageId: number) {
  return db
    .select()
    .from(riskTransactions)
    .where(eq(riskTransactions.riskPackageId, riskPackageId))
    .orderBy(asc(riskTransactions.id));
}

export function currentTransactions(pinned: PinnedRisk[], transactions: RiskTransactionRow[]) {
  const latest = new Map<number, RiskTransactionRow>();
  for (const tx of transactions) latest.set(tx.riskId, tx);
  return pinned.flatMap((p) => {
    const tx = latest.get(p.risk.id);
    return tx ? [{ pinned: p, tx }] : [];
  });
}

/** A package as the acting company sees it (404 otherwise), with its risks and transactions. */
export async function loadPackage(
  tx: DbOrTx,
  actor: Actor,
  riskPackageId: number,
  options: { lock?: boolean } = {},
): Promise<LoadedPackage> {
  const access = await visibleRiskPackage(tx, actor, riskPackageId, options);
  const [pinned, transactions] = await Promise.all([
    pinnedRisksOf(tx, riskPackageId),
    transactionsOf(tx, riskPackageId),
  ]);
  return {
    ...access,
    risks: pinned,
    transactions,
    current: currentTransactions(pinned, transactions),
  };
}

const brokerUser = alias(users, "broker_user");
const assignedUser = alias(users, "assigned_user");
const brokerCompany = alias(companies, "broker_company");

/** The names a package view shows (package, companies, users, underwriting status): one statement. */
export async function packageNames(db: DbOrTx, riskPackageId: number) {
  const [row] = await db
    .select({
      packageName: productPackages.name,
      underwriterCompanyName: companies.name,
      brokerCompanyName: brokerCompany.name,
      brokerUserName: brokerUser.name,
      assignedName: assignedUser.name,
      status: {
        id: underwritingStatuses.id,
        name: underwritingStatuses.name,
        colour: underwritingStatuses.colour,
      },
      /** Who made the manual adjustments on the package's transactions. */
      adjusters: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name))
        from ${users} u
        where u.id in (
          select t.adjusted_by_user_id from ${riskTransactions} t
          where t.risk_package_id = ${riskPackages.id}
        )
      ), '[]'::json)`,
    })
    .from(riskPackages)
    .innerJoin(productPackages, eq(productPackages.id, riskPackages.productPackageId))
    .innerJoin(companies, eq(companies.id, riskPackages.companyId))
    .innerJoin(brokerCompany, eq(brokerCompany.id, riskPackages.brokerCompanyId))
    .leftJoin(brokerUser, eq(brokerUser.id, riskPackages.brokerUserId))
    .leftJoin(assignedUser, eq(assignedUser.id, riskPackages.assignedUnderwriterUserId))
    .leftJoin(underwritingStatuses, eq(underwritingStatuses.id, riskPackages.underwritingStatusId))
    .where(eq(riskPackages.id, riskPackageId));
  return row!;
}

/** The reference format of a product package (rendered when a risk is created). */
export async function referenceFormatOf(db: DbOrTx, productPackageId: number): Promise<string> {
  const [row] = await db
    .select({ format: productPackages.referenceFormat })
    .from(productPackages)
    .where(eq(productPackages.id, productPackageId));
  return row?.format ?? "R-{0p6:id}";
}

const eventBroker = alias(companies, "event_broker_company");

/**
 * A company event's facts about a package (SPEC §2 company events), in one statement: the
 * payload's `risk` facts and, when the package has one, its `transaction` facts: the one
 * named, else the main risk's latest.
 */
export async function riskEventFacts(db: DbOrTx, riskPackageId: number, transactionId?: number) {
  const latest = db
    .select({ id: riskTransactions.id })
    .from(riskTransactions)
    .where(eq(riskTransactions.riskId, risks.id))
    .orderBy(desc(riskTransactions.id))
    .limit(1);
  const [row] = await db
    .select({
      pkg: riskPackages,
      productId: products.id,
      productName: products.name,
      brokerCompanyName: eventBroker.name,
      tx: {
        id: riskTransactions.id,
        type: riskTransactions.type,
        effectiveDate: riskTransactions.effectiveDate,
        grossPremium: riskTransactions.grossPremium,
        amountPayable: riskTransactions.amountPayable,
      },
    })
    .from(riskPackages)
    .innerJoin(
      risks,
      and(eq(risks.riskPackageId, riskPackages.id), eq(risks.productKind, ProductKind.Main)),
    )
    .innerJoin(products, eq(products.id, risks.productId))
    .innerJoin(eventBroker, eq(eventBroker.id, riskPackages.brokerCompanyId))
    .leftJoin(
      riskTransactions,
      eq(
        riskTransactions.id,
        transactionId !== undefined ? sql`${transactionId}` : sql`(${latest})`,
      ),
    )
    .where(eq(riskPackages.id, riskPackageId));
  if (!row) throw new Error(`Risk package ${riskPackageId} not found for its event`);
  const { pkg, tx } = row;
  const risk = {
    riskPackageId: pkg.id,
    reference: pkg.reference,
    policyNumber: pkg.policyNumber,
    insuredName: pkg.insuredName,
    insuredState: pkg.insuredState,
    productId: row.productId,
    productName: row.productName,
    classId: pkg.classId,
    brokerCompanyId: pkg.brokerCompanyId,
    brokerCompanyName: row.brokerCompanyName,
    inceptionDate: pkg.inceptionDate,
    expiryDate: pkg.expiryDate,
  };
  const transaction = tx
    ? {
        transactionId: tx.id,
        transactionType: transactionTypeCodes[tx.type as TransactionTypeId] ?? "NB",
        effectiveDate: tx.effectiveDate,
        grossPremium: tx.grossPremium,
        amountPayable: tx.amountPayable,
      }
    : null;
  return { pkg, risk, transaction };
}
