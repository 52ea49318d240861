import { type SQL, sql } from "drizzle-orm";
import { proposedToClient } from "../proposals/index.ts";
import { policyClients } from "./tables.ts";

/**
 * The packages that are a client company's (docs/decisions.md "A client's policies"): linked to
 * it as the policy's client, or named on a proposal to it that was not revoked. One subquery of
 * package ids, so its policies page, its home count, its claims and its documents agree.
 */
export function clientPackageIds(clientCompanyId: number): SQL {
  return sql`(select ${policyClients.riskPackageId} from ${policyClients}
    where ${policyClients.clientCompanyId} = ${clientCompanyId}
    union ${proposedToClient(clientCompanyId)})`;
}
