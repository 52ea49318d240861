/**
 * Requests and views of changes to a bound policy: `POST …/risks/{id}/adjust` (a
 * mid-term adjustment), `/cancel`, `/reinstate`, `/withdraw`, and `GET …/policy-changes` (what
 * the acting user may do now). The rules are in policy-changes.ts, the premium in
 * rating/change-premium.ts.
 */
import { z } from "zod";
import { ZProposalForm } from "../proposal-form/model.ts";
import { zId } from "../schemas/primitives.ts";
import { ZIsoDate } from "../schemas/product.ts";
import { cancellationReasons, policyChangeMessages as m } from "./policy-changes.ts";
import { ZAddOnChoice } from "./schemas.ts";

const ZAnswers = z.record(z.string(), z.unknown());

/** A mid-term adjustment: the main product's changed answers and each changed add-on's. */
export const ZPolicyAdjust = z.strictObject({
  effectiveDate: ZIsoDate,
  /** The main product's answers in full (absent: unchanged). */
  answers: ZAnswers.optional(),
  /** Add-ons whose answers change, in full. */
  addOns: z.array(ZAddOnChoice).max(20).default([]),
});
export type TPolicyAdjust = z.input<typeof ZPolicyAdjust>;

export const ZPolicyCancel = z.strictObject({
  effectiveDate: ZIsoDate,
  reason: z.enum(cancellationReasons, { error: m.cancellationReasonRequired }),
  confirm: z.literal(true, { error: m.cancellationConfirm }),
  /**
   * The products to cancel (main and add-ons); absent: every product in force. Cancelling the
   * main product needs every add-on cancelled first or with it.
   */
  productIds: z.array(zId).min(1).max(21).optional(),
});
export type TPolicyCancel = z.input<typeof ZPolicyCancel>;

const ZRule = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

/** `GET …/risks/{id}/policy-changes`: what may happen to the policy now, and why not. */
export const ZPolicyChangeOptions = z.object({
  adjust: ZRule,
  cancel: ZRule,
  reinstate: ZRule,
  withdraw: ZRule,
  cancelled: z.boolean(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
  /** The earliest effective date a change may take (inception or the last bound change's). */
  earliestEffectiveDate: z.string(),
  /** Today in the product's time zone: the effective date a change defaults to. */
  today: z.string(),
  reasons: z.array(z.enum(cancellationReasons)),
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      productKind: z.number().int(),
      inForce: z.boolean(),
      /** The in-force annual gross premium (null when never rated). */
      annualGrossPremium: z.string().nullable(),
    }),
  ),
});
export type TPolicyChangeOptions = z.infer<typeof ZPolicyChangeOptions>;

/**
 * `GET …/risks/{id}/policy-changes/form`: what an adjustment starts from, for each product in
 * force (main first): the form of the version the policy is pinned to, its dataset options
 * filled in, and the answers of the product's latest bound transaction.
 */
export const ZPolicyChangeForm = z.object({
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      productKind: z.number().int(),
      versionId: z.number().int(),
      versionNumber: z.number().int(),
      form: ZProposalForm,
      answers: ZAnswers,
    }),
  ),
});
export type TPolicyChangeForm = z.infer<typeof ZPolicyChangeForm>;
