import { CompanyType, claimMessages, ZPolicyClient } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { assertCompanyType } from "./policy.ts";
import { policyClients } from "./tables.ts";

/** The broker or underwriter links (or unlinks) the policy's client company. */
export async function linkPolicyClient(
  ctx: Ctx,
  input: z.input<typeof ZPolicyClient> & { riskPackageId: number },
) {
  const { actor } = ctx;
  const { riskPackageId, ...rest } = input;
  const body = ZPolicyClient.parse(rest);
  return inTransaction(ctx.db, async (tx) => {
    const { row: pkg, canManage } = await visibleRiskPackage(tx, actor, riskPackageId, {
      lock: true,
    });
    if (!canManage) throw forbidden();
    if (body.clientCompanyId === null) {
      await tx.delete(policyClients).where(eq(policyClients.riskPackageId, pkg.id));
    } else {
      await assertCompanyType(
        tx,
        body.clientCompanyId,
        CompanyType.Client,
        "clientCompanyId",
        claimMessages.notClientCompany,
      );
      await tx
        .insert(policyClients)
        .values({
          riskPackageId: pkg.id,
          clientCompanyId: body.clientCompanyId,
          linkedByUserId: actor.user.id,
        })
        .onConflictDoUpdate({
          target: policyClients.riskPackageId,
          set: { clientCompanyId: body.clientCompanyId, linkedByUserId: actor.user.id },
        });
    }
    await auditBy(tx, actor, {
      action: "claim.policyClientLinked",
      subjectType: "risk_package",
      subjectId: pkg.id,
      data: { reference: pkg.reference, clientCompanyId: body.clientCompanyId },
    });
    return { riskPackageId: pkg.id, clientCompanyId: body.clientCompanyId };
  });
}
