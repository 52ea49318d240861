/** What a package's transactions allow, read from their rows alone (no queries, no other module). */
import { TransactionStatus, TransactionType } from "@platform/domain";
import type { LoadedPackage } from "./load.ts";
import type { RiskTransactionRow } from "./tables.ts";

/** Bound, declined and lapsed transactions are past: locked (SPEC §4). */
export const isPast = (row: RiskTransactionRow) =>
  row.status === TransactionStatus.Bound ||
  row.status === TransactionStatus.Declined ||
  row.status === TransactionStatus.NotTakenUp;

/**
 * Every open transaction of the package carries a premium (the action context's `premiumComplete`).
 * A cancellation is exempt: it returns what the policy in force carried, and a policy must stay
 * cancellable.
 */
export const premiumComplete = (loaded: LoadedPackage) =>
  loaded.current.every(
    (c) => isPast(c.tx) || c.tx.type === TransactionType.Cancellation || c.tx.grossPremium !== null,
  );
