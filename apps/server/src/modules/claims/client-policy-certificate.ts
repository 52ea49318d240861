import { certificateRefusal, formatDateAu } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { CERTIFICATE_TITLE, renderCertificateOfCurrency } from "../documents/index.ts";
import { latestBoundOf, riskDocumentSource, riskPackages } from "../risks/index.ts";
import { actingClient, clientPolicyNotFound, clientPolicyWhere } from "./client-policy-view.ts";

/**
 * The client's certificate of currency for one of its policies, generated now (SPEC §1 clients
 * manage policy documents): 404 when the policy is not the client's, 409 with the reason when it
 * is not in force today in the product's time zone.
 */
export async function clientPolicyCertificate(ctx: Ctx, input: { riskPackageId: number }) {
  const { db, actor } = ctx;
  const { riskPackageId } = input;
  const where = clientPolicyWhere(actingClient(actor), eq(riskPackages.id, riskPackageId));
  const [pkg] = await db
    .select({ policyNumber: riskPackages.policyNumber, expiryDate: riskPackages.expiryDate })
    .from(riskPackages)
    .where(where);
  if (!pkg) throw clientPolicyNotFound();
  const latest = (await latestBoundOf(db, [riskPackageId])).get(riskPackageId) ?? null;
  const source = latest
    ? await riskDocumentSource(db, riskPackageId, latest.transactionId, { now: actor.now() })
    : null;
  const today = source?.data.document.generatedOn ?? "";
  const refusal = certificateRefusal(
    { policyNumber: pkg.policyNumber, latestBound: latest, expiryDate: pkg.expiryDate },
    today,
  );
  if (refusal || !source) throw conflict(refusal ?? "");
  const data = await renderCertificateOfCurrency(ctx, db, source);
  const name = `${CERTIFICATE_TITLE} ${pkg.policyNumber} ${formatDateAu(today)}.pdf`;
  return { name, data };
}
