import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { anyRow } from "../../platform/db/exists.ts";
import { notFound } from "../../platform/http/errors.ts";
import { packageDocumentFile } from "../documents/index.ts";
import { riskPackages } from "../risks/index.ts";
import { actingClient, clientPolicyNotFound, clientPolicyWhere } from "./client-policy-view.ts";

/** One issued document of the client company's policy, downloaded under its own company. */
export async function clientPolicyDocument(
  ctx: Ctx,
  input: { riskPackageId: number; documentId: number },
) {
  const { db, actor } = ctx;
  const { riskPackageId, documentId } = input;
  const where = clientPolicyWhere(actingClient(actor), eq(riskPackages.id, riskPackageId));
  if (!(await anyRow(db, riskPackages, where))) throw clientPolicyNotFound();
  const found = await packageDocumentFile(ctx, riskPackageId, documentId);
  if (!found) throw notFound("File not found");
  return found;
}
