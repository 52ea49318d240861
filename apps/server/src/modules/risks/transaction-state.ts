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
 * The main product's open transaction carries a premium (the action context's `premiumComplete`):
 * the policy's premium, schedule and documents are built on it. An add-on rated by no design of
 * its own (the demo's cyber extension) adds no premium and does not hold the package back; a
 * cancellation returns what the policy in force carried, and a policy must stay cancellable.
 */
export const premiumComplete = (loaded: LoadedPackage) => {
  const main = loaded.current[0]?.tx;
  return (
    !main ||
    isPast(main) ||
    main.type === TransactionType.Cancellation ||
    main.grossPremium !== null
  );
};
