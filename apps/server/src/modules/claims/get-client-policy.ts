import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { riskPackages } from "../risks/index.ts";
import {
  actingClient,
  clientPolicyColumns,
  clientPolicyNotFound,
  clientPolicyWhere,
  presentClientPolicies,
} from "./client-policy-view.ts";

/** One of the client company's policies with its documents; 404 when it is not the client's. */
export async function getClientPolicy(ctx: Ctx, input: { riskPackageId: number }) {
  const { db, actor } = ctx;
  const where = clientPolicyWhere(actingClient(actor), eq(riskPackages.id, input.riskPackageId));
  const rows = await db.select(clientPolicyColumns).from(riskPackages).where(where);
  if (rows.length === 0) throw clientPolicyNotFound();
  const [view] = await presentClientPolicies(ctx, rows);
  return view!;
}
