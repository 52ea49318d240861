/**
 * The words of a risk notice by the transaction it is about (SPEC §4: new business, adjustment,
 * cancellation, reinstatement, renewal), so a quote, a referral, a decline or a bind says which
 * kind of transaction it was. The notice's type names what happened; the message is shown.
 */
import { TransactionType } from "@platform/domain";
import type { RiskTransactionRow } from "./tables.ts";

/** The package's current transactions, main risk first (`LoadedPackage.current`). */
type Current = readonly { tx: Pick<RiskTransactionRow, "type" | "reinstatesTransactionId"> }[];

/** The transaction the package's current transactions make up. */
export function transactionNoun(current: Current): string {
  const main = current[0]?.tx;
  if (!main) return "transaction";
  if (main.reinstatesTransactionId !== null) return "reinstatement";
  if (main.type === TransactionType.Cancellation) return "cancellation";
  // Add-ons cancelled alone: the main risk carries a nil adjustment beside them.
  if (current.some(({ tx }) => tx.type === TransactionType.Cancellation))
    return "add-on cancellation";
  if (main.type === TransactionType.Adjustment) return "adjustment";
  if (main.type === TransactionType.Renewal) return "renewal";
  return "new business";
}

/** `<noun> <word>`: "new business quoted", "adjustment referred", "renewal declined". */
export const transactionNotice = (current: Current, word: string) =>
  `${transactionNoun(current)} ${word}`;

/** What binding the current transactions did to the policy, as a notice. */
export function boundNotice(current: Current, policyNumber: string) {
  const noun = transactionNoun(current);
  switch (noun) {
    case "reinstatement":
      return { type: "risk.reinstated", message: `policy ${policyNumber} reinstated` };
    case "cancellation":
      return { type: "risk.cancelled", message: `policy ${policyNumber} cancelled` };
    case "add-on cancellation":
      return { type: "risk.cancelled", message: `add-ons cancelled on policy ${policyNumber}` };
    case "adjustment":
      return { type: "risk.adjusted", message: `policy ${policyNumber} adjusted` };
    case "renewal":
      return { type: "risk.renewed", message: `policy ${policyNumber} renewed` };
    default:
      return { type: "risk.bound", message: `new business bound, policy ${policyNumber}` };
  }
}
