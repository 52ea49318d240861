import {
  CompanyType,
  messages,
  ProductKind,
  renderReference,
  riskFieldMessages,
  roleIn,
  TransactionStatus,
  TransactionType,
  type ZRiskCreate,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { availablePackageFor } from "../product-packages/index.ts";
import { todayIn } from "../rating/index.ts";
import { authorizeCreate } from "./access.ts";
import { checkCover, versionsOf } from "./create.ts";
import { addMonths, auditRisk } from "./effects.ts";
import type { RiskHooks } from "./hooks.ts";
import { loadPackage, referenceFormatOf } from "./load.ts";
import { viewOf } from "./present.ts";
import { riskPackages, risks, riskTransactions } from "./tables.ts";

type CreateInput = z.output<typeof ZRiskCreate>;

async function offeredPackage(db: DbOrTx, actor: Actor, input: CreateInput) {
  const companyId = actingCompany(actor);
  const type = roleIn(actor.user, companyId)?.company.refCompanyTypeId;
  if (type === CompanyType.Underwriter) {
    if (!input.brokerCompanyId)
      throw invalid({ brokerCompanyId: riskFieldMessages.brokerageRequired });
    const offered = await availablePackageFor(
      db,
      input.brokerCompanyId,
      input.productPackageId,
      actor.now(),
    );
    if (offered.underwriter.id !== companyId) throw notFound("Package not found");
    return { offered, brokerCompanyId: input.brokerCompanyId, brokerUserId: null };
  }
  if (type !== CompanyType.Broker) throw notFound("Package not found");
  const offered = await availablePackageFor(db, companyId, input.productPackageId, actor.now());
  return { offered, brokerCompanyId: companyId, brokerUserId: actor.user.id };
}

/**
 * A new risk package (Initiated): a broker with ManageRisks places one of the packages its
 * underwriters offer it; an underwriter writing direct names the connected brokerage it writes
 * for (create.ts).
 */
export async function createRisk(
  ctx: Ctx,
  { hooks = {}, ...input }: CreateInput & { hooks?: RiskHooks },
) {
  const { db, actor } = ctx;
  authorizeCreate(actor);
  const { offered, brokerCompanyId, brokerUserId } = await offeredPackage(db, actor, input);
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
  return viewOf(ctx, await loadPackage(db, actor, id));
}
