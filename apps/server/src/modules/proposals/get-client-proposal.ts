import type { Ctx } from "../../platform/context/index.ts";
import {
  type ClientProposalInput,
  presentClientProposal,
  reachableProposal,
} from "./client-proposal.ts";

/** The client's proposal: the form, their answers, and the quotation or policy. */
export async function getClientProposal(ctx: Ctx, input: ClientProposalInput) {
  return presentClientProposal(ctx.db, await reachableProposal(ctx, input));
}
