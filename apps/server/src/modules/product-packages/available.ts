/**
 * What brokers and the public see: the published packages of the broker's connected
 * underwriters that allow it, and a portal's public products.
 */
import { CompanyType, productMessages, type TAvailablePackage, todayIn } from "@platform/domain";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { brokerages, companies } from "../companies/tables.ts";
import type { ProductVersionRow } from "../products/index.ts";
import { latestPublishedOf } from "../products/index.ts";
import { products, productVersions } from "../products/tables.ts";
import { addOnIdsByPackage, imageUrl } from "./present.ts";
import { type ProductPackageRow, productPackageBrokers, productPackages } from "./tables.ts";

const versionRef = (productId: number, version: ProductVersionRow) => ({
  id: productId,
  name: version.details.name,
  versionId: version.id,
  versionNumber: version.versionNumber,
  insuranceClassId: version.details.insuranceClassId,
});

/**
 * Presents the packages brokers and the public see: each with the latest published version of
 * its products, in a bounded number of statements. A package whose main product has no live
 * version is left out; so is an add-on without one.
 */
export async function presentAvailablePackages(
  db: DbOrTx,
  rows: ProductPackageRow[],
  underwriterOf: (row: ProductPackageRow) => { id: number; name: string; handle: string },
  now: Date,
): Promise<TAvailablePackage[]> {
  if (rows.length === 0) return [];
  const addOns = await addOnIdsByPackage(
    db,
    rows.map((row) => row.id),
  );
  const productIds = new Set<number>();
  for (const row of rows) {
    productIds.add(row.mainProductId);
    for (const id of addOns.get(row.id) ?? []) productIds.add(id);
  }
  const live = await latestPublishedOf(db, [...productIds]);
  return rows.flatMap((row) => {
    const main = live.get(row.mainProductId);
    if (!main) return [];
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        productType: row.productType as TAvailablePackage["productType"],
        targetCountry: row.targetCountry as TAvailablePackage["targetCountry"],
        promotionalImageUrl: imageUrl(row),
        underwriter: underwriterOf(row),
        mainProduct: versionRef(row.mainProductId, main),
        today: todayIn(main.details.timeZone, now),
        addOns: (addOns.get(row.id) ?? []).flatMap((productId) => {
          const version = live.get(productId);
          return version ? [versionRef(productId, version)] : [];
        }),
      },
    ];
  });
}

export async function publishedPackagesOf(db: DbOrTx, underwriterIds: number[]) {
  if (underwriterIds.length === 0) return [];
  return db
    .select()
    .from(productPackages)
    .where(
      and(
        inArray(productPackages.companyId, underwriterIds),
        eq(productPackages.status, "published"),
      ),
    )
    .orderBy(asc(productPackages.name), asc(productPackages.id));
}

/**
 * The packages a broker company may place, decided in SQL: published packages of the active
 * underwriters it is connected with, that its permission mode allows (listed brokers are the
 * exceptions under "allow all except", the only ones otherwise), whose main product has a live
 * version. Search and the page window apply in the same statement, with the total.
 */
export async function brokerPackages(
  db: DbOrTx,
  brokerCompanyId: number,
  filter: {
    packageId?: number;
    search?: string;
    window?: { limit: number; offset: number };
    /** The clock the packages' `today` is read from. */
    now: Date;
  },
) {
  const listed = sql`exists (select 1 from ${productPackageBrokers} where ${productPackageBrokers.packageId} = ${productPackages.id} and ${productPackageBrokers.brokerCompanyId} = ${brokerCompanyId})`;
  const mainIsLive = sql`exists (select 1 from ${productVersions} join ${products} on ${products.id} = ${productVersions.productId} where ${productVersions.productId} = ${productPackages.mainProductId} and ${productVersions.status} = 'published' and ${products.archivedAt} is null)`;
  const query = db
    .select({
      package: productPackages,
      underwriter: { id: companies.id, name: companies.name, handle: companies.handle },
      total: sql<number>`cast(count(*) over () as integer)`,
    })
    .from(productPackages)
    .innerJoin(companies, eq(companies.id, productPackages.companyId))
    .innerJoin(
      brokerages,
      and(
        eq(brokerages.underwriterCompanyId, productPackages.companyId),
        eq(brokerages.brokerCompanyId, brokerCompanyId),
      ),
    )
    .where(
      and(
        eq(productPackages.status, "published"),
        eq(companies.isActive, true),
        sql`(case when ${productPackages.permissionMode} = 'allowAllExcept' then not ${listed} else ${listed} end)`,
        mainIsLive,
        filter.packageId === undefined ? undefined : eq(productPackages.id, filter.packageId),
        filter.search ? ilike(productPackages.name, likePattern(filter.search)) : undefined,
      ),
    )
    .orderBy(asc(productPackages.name), asc(productPackages.id));
  const rows = await (filter.window
    ? query.limit(filter.window.limit).offset(filter.window.offset)
    : query);
  const underwriters = new Map(rows.map((row) => [row.package.id, row.underwriter]));
  const data = await presentAvailablePackages(
    db,
    rows.map((row) => row.package),
    (row) => underwriters.get(row.id)!,
    filter.now,
  );
  return { data, total: rows[0]?.total ?? 0 };
}

export async function assertBrokerCompany(db: DbOrTx, companyId: number) {
  const company = await findCompany(db, companyId);
  if (company?.refCompanyTypeId !== CompanyType.Broker)
    throw forbidden(productMessages.brokersOnly);
}

/**
 * One package a broker may place, or 404 when it is not offered to the broker (so a hidden
 * package's existence does not leak). The risk module calls this before creating a risk.
 */
export async function availablePackageFor(
  db: DbOrTx,
  brokerCompanyId: number,
  packageId: number,
  now: Date,
) {
  const [found] = (await brokerPackages(db, brokerCompanyId, { packageId, now })).data;
  if (!found) throw notFound("Package not found");
  return found;
}
