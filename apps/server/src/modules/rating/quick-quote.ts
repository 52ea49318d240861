/**
 * The quick quote: the quick-quote questions and formulas only, for brokers and for the public
 * portal of an underwriter; once the answers are valid, the full premium lines.
 */
import {
  ajvValidator,
  brokerPremiumError,
  type ProposalForm,
  quickQuoteForm,
  resolveDatasetOptions,
  type TQuickQuoteForm,
  type TQuickQuoteResult,
  validateAnswers,
} from "@platform/domain";
import type { OriginCtx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { publicPackages } from "../product-packages/index.ts";
import { offeredVersion } from "./broker-version.ts";
import { type Rater, rate, type VersionLike, valuesOf } from "./rater.ts";

function quickForm(rater: Rater): ProposalForm {
  return resolveDatasetOptions(quickQuoteForm(rater.row.form), rater.rowsOf);
}

export function presentQuickForm(
  rater: Rater,
  version: VersionLike,
  productName: string,
): TQuickQuoteForm {
  return {
    product: {
      id: version.productId,
      name: productName,
      versionId: version.id,
      versionNumber: version.versionNumber,
    },
    country: rater.context.country,
    form: quickForm(rater),
    formulas: rater.row.propertyFormulas
      .filter((f) => f.showOnQuickQuote)
      .map((f) => ({ name: f.name, title: f.title, dataType: f.dataType })),
  };
}

/**
 * The quick-quote formulas and, once the answers are valid, the full premium lines. Brokers and
 * the public read it: a premium error never names the product's formulas.
 */
export function quickQuote(
  rater: Rater,
  answers: Record<string, unknown>,
  state: string | null = null,
): TQuickQuoteResult {
  const form = quickForm(rater);
  const check = validateAnswers(form, answers, {
    validator: ajvValidator,
    datasetValues: valuesOf(rater),
  });
  const result = rate(rater, { answers, state });
  return {
    premium: check.valid ? result.premium : null,
    premiumError: check.valid ? brokerPremiumError(result.premiumError) : null,
    valid: check.valid,
    answerErrors: check.errors,
    formulas: result.propertyFormulas
      .filter((f) => f.showOnQuickQuote)
      .map((f) => ({
        name: f.name,
        title: f.title,
        dataType: f.dataType,
        value: check.valid ? f.value : null,
      })),
  };
}

/** The version of a package on an underwriter's public portal (404 unless public and live). */
export async function publicVersion(ctx: OriginCtx, input: { handle: string; packageId: number }) {
  const offered = (await publicPackages(ctx, { handle: input.handle })).data.find(
    (p) => p.id === input.packageId,
  );
  if (!offered) throw notFound("Package not found");
  return offeredVersion(ctx.db, offered);
}
