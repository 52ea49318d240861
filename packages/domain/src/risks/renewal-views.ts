/**
 * Renewals (SPEC §1, §2, §4): the terms of a policy's renewal chain, the renewal
 * invitation the scheduled job sends before expiry, and the underwriter company's setting of
 * how many days before expiry that is.
 */
import { z } from "zod";
import { ZPage } from "../schemas/paging.ts";
import { ZPolicyStatus } from "./policy-status.ts";

/** Days before expiry a renewal invitation goes out, unless the underwriter company sets its own. */
export const DEFAULT_RENEWAL_INVITATION_DAYS = 30;

export const renewalInvitationStatuses = ["invited", "renewed", "lapsed"] as const;
export type RenewalInvitationStatus = (typeof renewalInvitationStatuses)[number];

export const ZRenewalTerm = z.object({
  id: z.number().int(),
  reference: z.string(),
  policyNumber: z.string().nullable(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
  /** The latest transaction's type (1 NB, 4 REN, …) and status. */
  transactionType: z.number().int(),
  transactionStatus: z.number().int(),
  /** The term's state from its transactions ("Cancelled", not the bound CAN's "Bound"). */
  policyStatus: ZPolicyStatus,
  /** The term's gross premium: its bound transactions summed, net of returns (`termPremium`). */
  grossPremium: z.string().nullable(),
  /** The term this one renews. */
  renewalOfId: z.number().int().nullable(),
  /** The term asked about. */
  current: z.boolean(),
});
export type TRenewalTerm = z.infer<typeof ZRenewalTerm>;

export const ZRenewalInvitation = z.object({
  status: z.enum(renewalInvitationStatuses),
  invitedAt: z.number().int(),
  expiryDate: z.string(),
  renewalRiskPackageId: z.number().int().nullable(),
});

/** `GET …/risks/{id}/renewals`: the chain's terms oldest first, and what this term may do. */
export const ZRenewalHistory = ZPage(ZRenewalTerm).extend({
  /** No live later term exists: this term may change (SPEC §4). */
  isLatest: z.boolean(),
  canRenew: z.boolean(),
  /** Why it cannot be renewed now (null when it can). */
  renewRefusal: z.string().nullable(),
  invitation: ZRenewalInvitation.nullable(),
});
export type TRenewalHistory = z.infer<typeof ZRenewalHistory>;

export const ZRenewalSettings = z.object({
  invitationDays: z.number().int().min(1).max(180),
});
export const ZRenewalSettingsInput = z.strictObject({
  invitationDays: z
    .number({ error: "Enter a number of days between 1 and 180" })
    .int({ error: "Enter a number of days between 1 and 180" })
    .min(1, { error: "Enter a number of days between 1 and 180" })
    .max(180, { error: "Enter a number of days between 1 and 180" }),
});
