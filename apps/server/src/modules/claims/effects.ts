/**
 * What every claim action leaves behind in its own transaction: an audit row on the claim (its
 * timeline reads them) and notifications to the other parties: the policy's broker user and
 * assigned underwriter (the underwriter company's risk managers when nobody is assigned), the
 * linked client company and the appointed legal firm. Never the actor; incidents never reach
 * the broker or the client, and the client hears only of what it may see (`CLIENT_HEARS`).
 */
import { eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { type AuditAction, auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { memberUserIds } from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";
import { packagesByIds, riskManagersOf } from "../risks/index.ts";
import { type ClaimRow, policyClients } from "./tables.ts";

export async function auditClaim(
  tx: DbOrTx,
  actor: Actor,
  row: Pick<ClaimRow, "id" | "reference" | "kind">,
  action: AuditAction,
  data: Record<string, unknown> = {},
) {
  await auditBy(tx, actor, {
    action,
    subjectType: "claim",
    subjectId: row.id,
    data: { reference: row.reference, kind: row.kind, ...data },
  });
}

export type Party = "underwriter" | "broker" | "client" | "legal";

/**
 * What the client hears of its claim: that it was notified and where it stands (DOMAIN: the
 * insured sees where a claim stands), never its money, documents, advice or lawyers.
 */
const CLIENT_HEARS = new Set(["claim.notified", "claim.status"]);

/** Whether `party` hears of `type`: a legal firm's documents reach the underwriter alone. */
function hears(party: Party, type: string, actor: Actor, row: ClaimRow) {
  if (party === "client" && !CLIENT_HEARS.has(type)) return false;
  const fromFirm = row.legalCompanyId !== null && actor.actingCompanyId === row.legalCompanyId;
  if (type === "claim.document" && fromFirm) return party === "underwriter";
  return true;
}

type Recipient = { userId: number; companyId: number; party: Party };

async function partiesOf(tx: DbOrTx, row: ClaimRow): Promise<Recipient[]> {
  const out: Recipient[] = [];
  const members = async (companyId: number, party: Party) => {
    for (const userId of await memberUserIds(tx, companyId)) out.push({ userId, companyId, party });
  };
  if (row.riskPackageId !== null && row.companyId !== null) {
    const [pkg] = (await packagesByIds(tx, [row.riskPackageId])).values();
    if (pkg) {
      if (pkg.assignedUnderwriterUserId !== null) {
        out.push({
          userId: pkg.assignedUnderwriterUserId,
          companyId: pkg.companyId,
          party: "underwriter",
        });
      } else {
        for (const u of await riskManagersOf(tx, pkg.companyId)) {
          out.push({ userId: u.id, companyId: pkg.companyId, party: "underwriter" });
        }
      }
      if (row.kind === "claim") {
        if (pkg.brokerUserId !== null) {
          out.push({ userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId, party: "broker" });
        }
        const [link] = await tx
          .select({ clientCompanyId: policyClients.clientCompanyId })
          .from(policyClients)
          .where(eq(policyClients.riskPackageId, pkg.id));
        if (link) await members(link.clientCompanyId, "client");
      }
    }
  }
  if (row.legalCompanyId !== null) await members(row.legalCompanyId, "legal");
  return out;
}

/**
 * Notifies the claim's parties (each once, never the actor), pushed live after commit; `only`
 * narrows it to some parties (a fee submission is between the firm and the underwriter).
 */
export async function tellParties(
  tx: DbOrTx,
  afterCommit: AfterCommit,
  deps: Pick<AppDeps, "outbox">,
  actor: Actor,
  row: ClaimRow,
  type: string,
  message: string,
  only?: Party | readonly Party[],
) {
  const wanted =
    only === undefined ? null : new Set<Party>(typeof only === "string" ? [only] : only);
  const byCompany = new Map<number, { users: Set<number>; legal: boolean }>();
  for (const r of await partiesOf(tx, row)) {
    if (r.userId === actor.user.id || (wanted && !wanted.has(r.party))) continue;
    if (!hears(r.party, type, actor, row)) continue;
    const entry = byCompany.get(r.companyId) ?? {
      users: new Set<number>(),
      legal: r.party === "legal",
    };
    entry.users.add(r.userId);
    byCompany.set(r.companyId, entry);
  }
  for (const [companyId, { users: ids, legal }] of byCompany) {
    await notifyAll(tx, afterCommit, deps.outbox, [...ids], {
      companyId,
      type,
      message: `${row.reference}: ${message}`,
      frontendUrl: legal ? `/incidents/${row.id}` : `/claims/${row.id}`,
    });
  }
}

/** A claim as a company event's payload carries it (SPEC §2 company events). */
export function claimFacts(row: Pick<ClaimRow, "id" | "reference" | "status" | "dateOfLoss">) {
  return {
    claimId: row.id,
    claimReference: row.reference,
    status: row.status,
    dateOfLoss: row.dateOfLoss,
  };
}
