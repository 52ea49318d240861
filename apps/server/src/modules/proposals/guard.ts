/**
 * SPEC §4: while the client edits a proposal, the transaction is read-only for the broker: every
 * change through the risks frame (save, submit, discard, …) is refused until the client marks it
 * done or the broker revokes the link.
 */
import { riskReadOnly } from "@platform/domain";
import { conflict } from "../../platform/http/errors.ts";
import { registerChangeGuard } from "../risks/index.ts";
import { openProposalOf } from "./store.ts";

registerChangeGuard("proposal-with-client", async (tx, actor, loaded) => {
  if (!(await openProposalOf(tx, loaded.row.id))) return;
  const result = riskReadOnly({
    side: loaded.side,
    isAssignedUnderwriter: loaded.row.assignedUnderwriterUserId === actor.user.id,
    hasAssignee: false,
    isLatestInChain: true,
    clientEditing: true,
  });
  if (!result.allowed) throw conflict(result.reason);
});
