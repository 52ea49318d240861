/**
 * The insured and cover details of a submitted package (SPEC §4 read-only rules): editable while
 * the open transaction is Referred or Quoted, by either side with ManageRisks; never once it is
 * Bound, Declined or NotTakenUp (past transactions are locked), nor on a package that has been
 * renewed (only the latest in the renewal chain changes). The cover dates move only on new
 * business and renewals: a bound policy's dates change through an adjustment.
 *
 * A change to what the premium depends on (the insured's state and small business declaration,
 * the inception date, the term) re-rates the open transactions at the new effective date, and a
 * quote goes back to Referred to be quoted again (docs/decisions.md, "Terms changed after a
 * quote"). The same re-rating runs when bind resets a backdated inception to today.
 */
import {
  referralMessages,
  riskEditMessages,
  type TInsured,
  TransactionStatus,
  TransactionType,
  type ZRiskDetailsEdit,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import type { ProductVersionRow } from "../products/index.ts";
import { todayIn } from "../rating/index.ts";
import { assessSubmission, type RatedTerms } from "./assess.ts";
import { assertAction, changePackage, mainTransaction, mirror } from "./change.ts";
import { checkCover } from "./create.ts";
import { addMonths, auditRisk } from "./effects.ts";
import type { LoadedPackage } from "./load.ts";
import { type RatedTransaction, rateTransaction, totalGross } from "./rate.ts";
import { withdrawQuote } from "./requote.ts";
import { riskPackages, riskTransactions } from "./tables.ts";

type DetailsInput = z.output<typeof ZRiskDetailsEdit>;

/** Re-rates every open transaction of the package for `pkg`'s insured at `effectiveDate`. */
export async function rerateOpenTransactions(
  tx: DbOrTx,
  loaded: LoadedPackage,
  pkg: Pick<typeof riskPackages.$inferSelect, "insured">,
  effectiveDate: string,
  now: Date,
) {
  const before = totalGross(loaded.current.map((c) => c.tx.grossPremium));
  const rated: RatedTransaction["columns"][] = [];
  for (const c of loaded.current) {
    const { columns } = await rateTransaction(tx, pkg, c.pinned, { ...c.tx, effectiveDate });
    rated.push(columns);
    await tx
      .update(riskTransactions)
      .set({ ...columns, effectiveDate, updatedAt: now })
      .where(eq(riskTransactions.id, c.tx.id));
  }
  return { before, after: totalGross(rated.map((r) => r.grossPremium)), rated };
}

const ratingInputs = (insured: TInsured) => ({
  state: insured.address?.state ?? null,
  smallBusiness: insured.smallBusinessDeclaration === true,
});

export async function editDetails(
  ctx: Ctx,
  { riskPackageId, ...input }: DetailsInput & { riskPackageId: number },
) {
  const { actor } = ctx;
  if (!input.insured && !input.inceptionDate && input.termMonths === undefined)
    throw invalid({ insured: riskEditMessages.nothingToChange });
  return changePackage(ctx, {
    riskPackageId,
    work: async (tx, afterCommit, loaded) => {
      const now = actor.now();
      const main = mainTransaction(loaded);
      assertAction("review", main, { now });
      const [renewal] = await tx
        .select({ id: riskPackages.id })
        .from(riskPackages)
        .where(eq(riskPackages.renewalOfRiskPackageId, loaded.row.id))
        .limit(1);
      if (renewal) throw conflict(riskEditMessages.renewed);
      const row = loaded.row;
      const datesChange =
        (input.inceptionDate !== undefined && input.inceptionDate !== row.inceptionDate) ||
        (input.termMonths !== undefined && input.termMonths !== row.termMonths);
      if (
        datesChange &&
        main.type !== TransactionType.NewBusiness &&
        main.type !== TransactionType.Renewal
      )
        throw invalid({ inceptionDate: riskEditMessages.datesOnlyNewBusiness });
      const version = loaded.risks[0]!.version;
      checkCover(
        version as unknown as ProductVersionRow,
        input,
        todayIn(version.details.timeZone, now),
      );
      const insured = (input.insured ?? row.insured) as TInsured;
      const inception = input.inceptionDate ?? row.inceptionDate;
      const term = input.termMonths ?? row.termMonths;
      const rates =
        datesChange ||
        JSON.stringify(ratingInputs(insured)) !==
          JSON.stringify(ratingInputs(row.insured as TInsured));
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
      let premium: { before: string | null; after: string | null } | null = null;
      let rated: RatedTerms[] = loaded.current.map((c) => c.tx);
      let withdrawn = false;
      if (rates) {
        const effective =
          main.type === TransactionType.NewBusiness || main.type === TransactionType.Renewal
            ? inception
            : main.effectiveDate;
        const rerated = await rerateOpenTransactions(tx, loaded, { insured }, effective, now);
        premium = rerated;
        rated = rerated.rated;
        withdrawn = await withdrawQuote(tx, afterCommit, ctx, actor, loaded, "details changed");
      }
      const referred = withdrawn || main.status === TransactionStatus.Referred;
      await mirror(
        tx,
        loaded,
        now,
        referred
          ? {
              referralReasons: await referralReasonsNow(
                { ...ctx, db: tx },
                {
                  loaded,
                  pkg: { ...row, insured, inceptionDate: inception },
                  rated,
                  withdrawn,
                },
              ),
            }
          : {},
      );
      await auditRisk(tx, actor, row, "risk.details_changed", {
        description: rates
          ? `Insured or cover details changed; premium re-rated (${premium?.before ?? "none"} → ${premium?.after ?? "none"})`
          : "Insured details changed",
        fields: Object.keys(input),
        ...(premium ? { grossPremium: premium } : {}),
        quoteWithdrawn: withdrawn,
        status: withdrawn ? TransactionStatus.Referred : main.status,
      });
    },
  });
}

/**
 * A referred submission's reasons recomputed from its changed details (a corrected inception
 * date drops the backdating reason). Its answers do not change here, so an incomplete proposal
 * stays so; a quote withdrawn by a change stays to be quoted again.
 */
async function referralReasonsNow(
  ctx: Ctx,
  input: {
    loaded: LoadedPackage;
    pkg: LoadedPackage["row"];
    rated: RatedTerms[];
    withdrawn: boolean;
  },
) {
  const { loaded } = input;
  const before = loaded.row.referralReasons;
  const { referralReasons } = await assessSubmission(ctx, {
    loaded,
    pkg: input.pkg,
    rated: input.rated,
    incomplete: before.includes(referralMessages.incomplete),
  });
  const requote = input.withdrawn || before.includes(riskEditMessages.changedAfterQuote);
  return requote ? [...referralReasons, riskEditMessages.changedAfterQuote] : referralReasons;
}
