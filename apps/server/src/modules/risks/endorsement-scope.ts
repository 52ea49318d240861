/**
 * Endorsements on a risk (SPEC §2 underwriter panel, §4): the clause versions attached to the
 * package's current transactions. Both sides read them; the underwriter company attaches a
 * published version of its own endorsements or removes one it attached, while the transaction is
 * Referred or Quoted (a quote goes back to Referred to be quoted again). Endorsements a rule
 * attached are locked: `This rule is locked on the risk and cannot be edited`.
 */
import { riskEditMessages } from "@platform/domain";
import { sql } from "drizzle-orm";
import { invalid } from "../../platform/http/errors.ts";
import type { LoadedPackage } from "./load.ts";
import { riskTransactions } from "./tables.ts";

/** The ids of the package's current transactions (the latest of each risk), as a subquery. */
export const currentTransactionIds = (riskPackageId: number) =>
  sql`(select max(${riskTransactions.id}) from ${riskTransactions}
       where ${riskTransactions.riskPackageId} = ${riskPackageId}
       group by ${riskTransactions.riskId})`;

/** The open transaction of `productId` on the package, or 422 on the field. */
export function targetOf(loaded: LoadedPackage, productId: number) {
  const target = loaded.current.find((c) => c.pinned.risk.productId === productId);
  if (!target) throw invalid({ productId: riskEditMessages.productNotOnRisk });
  return target;
}
