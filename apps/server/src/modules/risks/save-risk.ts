import { ProductKind, TransactionStatus, TransactionType, type ZRiskSave } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import type { ProductVersionRow } from "../products/index.ts";
import { todayIn } from "../rating/index.ts";
import { authorize } from "./access.ts";
import { checkCover, versionsOf } from "./create.ts";
import { addMonths, auditRisk } from "./effects.ts";
import { runChangeGuards } from "./guards.ts";
import { loadPackage } from "./load.ts";
import { viewOf } from "./present.ts";
import { riskPackages, risks, riskTransactions } from "./tables.ts";

type SaveInput = z.output<typeof ZRiskSave>;

/** `PUT …/risks/{id}`: saves progress while every transaction is Initiated. */
export async function saveRisk(
  ctx: Ctx,
  { riskPackageId: id, ...input }: SaveInput & { riskPackageId: number },
) {
  const { db, actor } = ctx;
  await inTransaction(db, async (tx) => {
    const loaded = await loadPackage(tx, actor, id, { lock: true });
    authorize(actor, "change", loaded.row);
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
        // Nothing is referred while Initiated: submit assesses the terms as they then stand.
        referralReasons: [],
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
  return viewOf(ctx, await loadPackage(db, actor, id));
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
    actor.now(),
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
