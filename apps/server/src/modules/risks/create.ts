/**
 * A new risk package (Initiated) and saving its progress (only while Initiated). A broker with
 * ManageRisks places one of the packages its underwriters offer it; an underwriter writing direct
 * names the connected brokerage it writes for. One risk per product (the main product and each
 * add-on chosen), pinned to the newest published version, each with an NB transaction.
 */

import {
  CompanyType,
  messages,
  Permission,
  ProductKind,
  renderReference,
  riskFieldMessages,
  roleIn,
  type TAvailablePackage,
  TransactionStatus,
  TransactionType,
  type ZRiskCreate,
  type ZRiskSave,
} from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import { latestPublished, type ProductVersionRow } from "../products/index.ts";
import { todayIn } from "../rating/index.ts";
import { addMonths, auditRisk } from "./effects.ts";
import { runChangeGuards } from "./guards.ts";
import type { RiskHooks } from "./hooks.ts";
import { loadPackage, referenceFormatOf } from "./load.ts";
import { viewOf } from "./read.ts";
import { riskPackages, risks, riskTransactions } from "./tables.ts";

type CreateInput = z.output<typeof ZRiskCreate>;
type SaveInput = z.output<typeof ZRiskSave>;

async function offeredPackage(db: DbOrTx, actor: Actor, companyId: number, input: CreateInput) {
  const type = roleIn(actor.user, companyId)?.company.refCompanyTypeId;
  if (type === CompanyType.Underwriter) {
    if (!input.brokerCompanyId)
      throw invalid({ brokerCompanyId: riskFieldMessages.brokerageRequired });
    const offered = await availablePackageFor(db, input.brokerCompanyId, input.productPackageId);
    if (offered.underwriter.id !== companyId) throw notFound("Package not found");
    return { offered, brokerCompanyId: input.brokerCompanyId, brokerUserId: null };
  }
  if (type !== CompanyType.Broker) throw notFound("Package not found");
  const offered = await availablePackageFor(db, companyId, input.productPackageId);
  return { offered, brokerCompanyId: companyId, brokerUserId: actor.user.id };
}

export function checkCover(
  main: ProductVersionRow,
  input: { inceptionDate?: string | undefined; termMonths?: number | undefined },
  today: string,
) {
  const details = main.details;
  const errors: Record<string, string> = {};
  if (input.termMonths !== undefined) {
    const { min, max } = details.termMonths;
    if (input.termMonths < min || input.termMonths > max)
      errors.termMonths = riskFieldMessages.termOutsideLimits(min, max);
  }
  if (input.inceptionDate !== undefined) {
    const limit = addDays(today, details.futureInceptionDayLimit);
    if (input.inceptionDate > limit)
      errors.inceptionDate = riskFieldMessages.inceptionTooFarAhead(
        details.futureInceptionDayLimit,
      );
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function versionsOf(db: DbOrTx, offered: TAvailablePackage, addOnIds: number[]) {
  const offeredAddOns = new Set(offered.addOns.map((a) => a.id));
  addOnIds.forEach((id, index) => {
    if (!offeredAddOns.has(id))
      throw invalid({ [`addOns.${index}.productId`]: riskFieldMessages.addOnNotOffered });
  });
  const ids = [offered.mainProduct.id, ...addOnIds];
  const versions = await Promise.all(ids.map((id) => latestPublished(db, id)));
  if (versions.some((v) => !v)) throw notFound("Product not found");
  return versions as ProductVersionRow[];
}

export async function createRisk(
  db: Db,
  actor: Actor,
  companyId: number,
  input: CreateInput,
  hooks: RiskHooks = {},
) {
  assertCan(actor.user, companyId, Permission.ManageRisks);
  const { offered, brokerCompanyId, brokerUserId } = await offeredPackage(
    db,
    actor,
    companyId,
    input,
  );
  const addOnIds = input.addOns.map((a) => a.productId);
  if (new Set(addOnIds).size !== addOnIds.length) throw invalid({ addOns: messages.noDuplicates });
  const versions = await versionsOf(db, offered, addOnIds);
  const main = versions[0]!;
  const now = actor.now();
  checkCover(main, input, todayIn(main.details.timeZone, now));
  const id = await inTransaction(db, async (tx) => {
    const underwritingStatusId =
      (await hooks.initialUnderwritingStatus?.(tx, offered.underwriter.id)) ?? null;
    const [created] = await tx
      .insert(riskPackages)
      .values({
        companyId: offered.underwriter.id,
        brokerCompanyId,
        brokerUserId,
        productPackageId: offered.id,
        reference: `pending-${crypto.randomUUID()}`,
        insured: input.insured,
        insuredName: input.insured.name,
        insuredState: input.insured.address.state ?? null,
        classId: main.details.insuranceClassId,
        inceptionDate: input.inceptionDate,
        expiryDate: addMonths(input.inceptionDate, input.termMonths),
        termMonths: input.termMonths,
        assignedUnderwriterUserId: brokerUserId === null ? actor.user.id : null,
        underwritingStatusId,
        transactionType: TransactionType.NewBusiness,
        transactionStatus: TransactionStatus.Initiated,
        createdByUserId: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const pkg = created!;
    const reference = renderReference(await referenceFormatOf(tx, offered.id), {
      id: pkg.id,
      brokerageId: brokerCompanyId,
      now,
      timeZone: main.details.timeZone,
    });
    const [renamed] = await tx
      .update(riskPackages)
      .set({ reference })
      .where(eq(riskPackages.id, pkg.id))
      .returning();
    const riskRows = await tx
      .insert(risks)
      .values(
        versions.map((v, index) => ({
          riskPackageId: pkg.id,
          productId: v.productId,
          productVersionId: v.id,
          productKind: index === 0 ? ProductKind.Main : ProductKind.AddOn,
          position: index,
          createdAt: now,
        })),
      )
      .returning();
    const answersOf = [input.answers, ...input.addOns.map((a) => a.answers)];
    await tx.insert(riskTransactions).values(
      riskRows.map((risk, index) => ({
        riskId: risk.id,
        riskPackageId: pkg.id,
        type: TransactionType.NewBusiness,
        status: TransactionStatus.Initiated,
        effectiveDate: input.inceptionDate,
        answers: answersOf[index] ?? {},
        createdByUserId: actor.user.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await auditRisk(tx, actor, renamed!, "risk.created", { productPackageId: offered.id });
    return pkg.id;
  });
  return viewOf(db, actor, await loadPackage(db, actor, companyId, id));
}

/** `PUT …/risks/{id}`: saves progress while every transaction is Initiated. */
export async function saveRisk(
  db: Db,
  actor: Actor,
  companyId: number,
  id: number,
  input: SaveInput,
) {
  await inTransaction(db, async (tx) => {
    const loaded = await loadPackage(tx, actor, companyId, id, { lock: true });
    if (!loaded.canManage) throw forbidden();
    await runChangeGuards(tx, actor, loaded);
    if (loaded.current.some((c) => c.tx.status !== TransactionStatus.Initiated))
      throw conflict("This transaction has been submitted and can no longer be edited");
    const main = loaded.risks[0]!;
    const now = actor.now();
    checkCover(
      { ...main.version, details: main.version.details } as ProductVersionRow,
      input,
      todayIn(main.version.details.timeZone, now),
    );
    const row = loaded.row;
    const inception = input.inceptionDate ?? row.inceptionDate;
    const term = input.termMonths ?? row.termMonths;
    const insured = input.insured ?? row.insured;
    await tx
      .update(riskPackages)
      .set({
        insured,
        insuredName: insured.name,
        insuredState: insured.address?.state ?? null,
        inceptionDate: inception,
        termMonths: term,
        expiryDate: addMonths(inception, term),
        updatedAt: now,
      })
      .where(eq(riskPackages.id, row.id));
    const answersByProduct = new Map<number, Record<string, unknown>>();
    if (input.answers) answersByProduct.set(main.risk.productId, input.answers);
    for (const addOn of input.addOns ?? []) answersByProduct.set(addOn.productId, addOn.answers);
    for (const { pinned, tx: current } of loaded.current) {
      const answers = answersByProduct.get(pinned.risk.productId);
      await tx
        .update(riskTransactions)
        .set({ effectiveDate: inception, updatedAt: now, ...(answers ? { answers } : {}) })
        .where(eq(riskTransactions.id, current.id));
    }
    if (input.addOns) await syncAddOns(tx, actor, loaded, input.addOns, inception);
    await auditRisk(tx, actor, row, "risk.saved");
  });
  return viewOf(db, actor, await loadPackage(db, actor, companyId, id));
}

/** Adds the add-ons newly chosen and removes those no longer chosen (only while Initiated). */
async function syncAddOns(
  tx: DbOrTx,
  actor: Actor,
  loaded: Awaited<ReturnType<typeof loadPackage>>,
  addOns: NonNullable<SaveInput["addOns"]>,
  inception: string,
) {
  const wanted = new Set(addOns.map((a) => a.productId));
  const existing = loaded.risks.filter((p) => p.risk.productKind === ProductKind.AddOn);
  const removed = existing.filter((p) => !wanted.has(p.risk.productId)).map((p) => p.risk.id);
  if (removed.length > 0)
    await tx
      .delete(risks)
      .where(and(eq(risks.riskPackageId, loaded.row.id), inArray(risks.id, removed)));
  const have = new Set(existing.map((p) => p.risk.productId));
  const added = addOns.filter((a) => !have.has(a.productId));
  if (added.length === 0) return;
  const offered = await availablePackageFor(
    tx,
    loaded.row.brokerCompanyId,
    loaded.row.productPackageId,
  );
  const versions = (
    await versionsOf(
      tx,
      offered,
      added.map((a) => a.productId),
    )
  ).slice(1);
  const now = actor.now();
  const rows = await tx
    .insert(risks)
    .values(
      versions.map((v, index) => ({
        riskPackageId: loaded.row.id,
        productId: v.productId,
        productVersionId: v.id,
        productKind: ProductKind.AddOn,
        position: existing.length + index + 1,
        createdAt: now,
      })),
    )
    .returning();
  await tx.insert(riskTransactions).values(
    rows.map((risk, index) => ({
      riskId: risk.id,
      riskPackageId: loaded.row.id,
      type: TransactionType.NewBusiness,
      status: TransactionStatus.Initiated,
      effectiveDate: inception,
      answers: added[index]?.answers ?? {},
      createdByUserId: actor.user.id,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
