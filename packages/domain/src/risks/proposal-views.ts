/**
 * Proposals to clients (SPEC §4, §5): the broker sends the proposal form to the client
 * through a temporary access link (revocable); the client completes it and marks it done.
 */
import { z } from "zod";
import { riskDocumentKindList } from "../documents/schemas.ts";
import type { ProposalForm } from "../proposal-form/model.ts";
import { ZPage } from "../schemas/paging.ts";
import { zId } from "../schemas/primitives.ts";
import { policyChangeMessages } from "./policy-changes.ts";
import { ZPolicyStatus } from "./policy-status.ts";

export const proposalStatuses = ["sent", "done", "revoked"] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** The subject of a proposal's temporary access link (`X-Temporary-Token`). */
export const PROPOSAL_SUBJECT = "proposal";
/** How long a proposal link stays valid unless revoked or done first. */
export const PROPOSAL_LINK_DAYS = 30;

export const ZProposalSend = z.strictObject({
  clientName: z
    .string({ error: "Enter the client's name" })
    .trim()
    .min(1, { error: "Enter the client's name" })
    .max(255),
  email: z.string().trim().max(255).nullable().optional(),
  mobile: z.string().trim().max(40).nullable().optional(),
  /** A client company whose users also follow the proposal and its policy on their pages. */
  clientCompanyId: zId.nullable().optional(),
});
export type TProposalSend = z.infer<typeof ZProposalSend>;

export const ZProposalView = z.object({
  id: z.number().int(),
  riskPackageId: z.number().int(),
  status: z.enum(proposalStatuses),
  clientName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  clientCompanyId: z.number().int().nullable(),
  sentAt: z.number().int(),
  clientSavedAt: z.number().int().nullable(),
  doneAt: z.number().int().nullable(),
  revokedAt: z.number().int().nullable(),
});
export type TProposalView = z.infer<typeof ZProposalView>;
export const ZProposalPage = ZPage(ZProposalView);

/** The answer to sending: the link (shown once) for the broker to pass on as well. */
export const ZProposalSent = ZProposalView.extend({ link: z.string() });

/** What the client sees of their proposal (and of the quotation or policy it became). */
export const ZClientProposal = z.object({
  id: z.number().int(),
  status: z.enum(proposalStatuses),
  clientName: z.string(),
  reference: z.string(),
  insuredName: z.string(),
  brokerCompany: z.object({ id: z.number().int(), name: z.string() }),
  productName: z.string(),
  transactionType: z.number().int(),
  transactionStatus: z.number().int(),
  policyNumber: z.string().nullable(),
  inceptionDate: z.string(),
  expiryDate: z.string(),
  grossPremium: z.string().nullable(),
  /** The client may still change the answers. */
  editable: z.boolean(),
  form: z.custom<ProposalForm>(),
  answers: z.record(z.string(), z.unknown()),
});
export type TClientProposal = z.infer<typeof ZClientProposal>;

export const ZClientProposalSave = z.strictObject({
  answers: z.record(z.string(), z.unknown()),
});
export const ZProposalDone = z.strictObject({
  confirm: z.literal(true, { error: policyChangeMessages.proposalDoneConfirm }),
});

/**
 * A quotation or policy that is the client company's (linked to it as the policy's client, or
 * named on a proposal to it that was not revoked): its users' own page and home count.
 */
export const ZClientPolicy = ZClientProposal.omit({
  id: true,
  status: true,
  clientName: true,
  form: true,
  answers: true,
  editable: true,
}).extend({
  riskPackageId: z.number().int(),
  /** The policy's state derived from its transactions (cancelled, expired, a pending change). */
  policyStatus: ZPolicyStatus,
  /** The latest proposal sent to the company for it, when there is one (opens its form). */
  proposal: z
    .object({ id: z.number().int(), status: z.enum(proposalStatuses), clientName: z.string() })
    .nullable(),
  /** The documents issued for it (quotation, policy schedule, …), newest first, to download. */
  documents: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.enum(riskDocumentKindList),
      url: z.string(),
      createdAt: z.number(),
    }),
  ),
  /** Its certificate of currency, generated when downloaded. */
  certificateUrl: z.string(),
  can: z.object({
    /** Bound (it has a policy number) and the user may notify claims. */
    notifyClaim: z.boolean(),
    /** In force today (`certificateRefusal`): a certificate of currency can be issued. */
    downloadCertificate: z.boolean(),
  }),
});
export type TClientPolicy = z.infer<typeof ZClientPolicy>;
export const ZClientPolicyPage = ZPage(ZClientPolicy);
