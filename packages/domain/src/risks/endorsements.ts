/**
 * The underwriter's endorsements on a risk (SPEC §2 underwriter panel, §4 versioned items) and
 * the insured and cover details edited after submission (SPEC §4 read-only rules): the request
 * schemas and views both sides share.
 */
import { z } from "zod";
import { ZPageQuery } from "../schemas/paging.ts";
import { zIdText } from "../schemas/primitives.ts";
import { positiveId } from "./ids.ts";
import { ZRiskCreate } from "./schemas.ts";

export const riskEditMessages = {
  productNotOnRisk: "This product is not part of the risk",
  clauseNotAvailable: "Choose a published endorsement of the risk's underwriter",
  clauseRequired: "Choose an endorsement",
  datesOnlyNewBusiness: "The cover dates of a bound policy change through an adjustment",
  renewed: "A later term of this policy exists: change the latest term instead",
  changedAfterQuote: "The insured or cover details changed after the quote",
  nothingToChange: "Change at least one detail",
} as const;

/** `POST …/risks/{id}/endorsements`: attach a published clause version to one product's risk. */
export const ZRiskEndorsementAttach = z.strictObject({
  productId: positiveId(),
  clauseVersionId: positiveId(riskEditMessages.clauseRequired),
});
export type TRiskEndorsementAttach = z.input<typeof ZRiskEndorsementAttach>;

/** An endorsement attached to a current transaction of the package. */
export const ZRiskEndorsementView = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  productId: z.number().int(),
  clauseId: z.number().int(),
  clauseVersionId: z.number().int(),
  name: z.string(),
  versionNumber: z.number().int(),
  /** Attached by a rule: locked, it cannot be removed by hand. */
  fromRule: z.boolean(),
  locked: z.boolean(),
  addedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.number().int(),
});
export type TRiskEndorsementView = z.infer<typeof ZRiskEndorsementView>;

/** A clause the underwriter may attach: its newest published version. */
export const ZAvailableEndorsement = z.object({
  clauseId: z.number().int(),
  clauseVersionId: z.number().int(),
  name: z.string(),
  versionNumber: z.number().int(),
  /** Offered on the product (listed first). */
  offered: z.boolean(),
});
export type TAvailableEndorsement = z.infer<typeof ZAvailableEndorsement>;

export const ZAvailableEndorsementQuery = ZPageQuery.extend({
  productId: zIdText,
  search: z.string().trim().max(100).optional(),
});

/**
 * `PUT …/risks/{id}/details`: the insured and cover dates of a submitted (Referred or Quoted)
 * package. A change that moves the premium's inputs (state, small business declaration, dates)
 * re-rates the open transactions, and a quote goes back to Referred to be quoted again.
 */
export const ZRiskDetailsEdit = ZRiskCreate.pick({
  insured: true,
  inceptionDate: true,
  termMonths: true,
}).partial();
export type TRiskDetailsEdit = z.input<typeof ZRiskDetailsEdit>;
