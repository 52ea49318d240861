import { CompanyType, isSystemUser, type TCreateCompanyRequest } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { notifyAll } from "../notifications/index.ts";
import { addressColumns } from "./address.ts";
import { assignRole, createAdministratorRole } from "./provisioning.ts";
import * as repo from "./repo.ts";
import { companies } from "./tables.ts";

/**
 * Registers a company; its creator becomes its administrator. It is active at once when
 * approval is automatic or a system user creates it, else the system company is asked.
 */
export async function createCompany(ctx: Ctx, input: TCreateCompanyRequest) {
  const { db, actor, config, outbox } = ctx;
  const { user } = actor;
  const systemActor = isSystemUser(user);
  if (input.refCompanyTypeId === CompanyType.System && !systemActor) {
    throw invalid({ refCompanyTypeId: "Only the platform can register a system company" });
  }
  const { address, tags, handle, ...fields } = input;
  return inTransaction(db, async (tx, afterCommit) => {
    if (await repo.findCompanyByHandle(tx, handle))
      throw invalid({ handle: "This handle is already in use" });
    const isActive = systemActor || !config.companyApproval;
    const [row] = await tx
      .insert(companies)
      .values({
        ...fields,
        handle,
        ...addressColumns(address),
        isActive,
        approval: isActive ? "approved" : "pending",
      })
      .returning();
    const company = row!;
    if (tags) await repo.replaceTags(tx, company.id, tags);
    const adminRole = await createAdministratorRole(tx, company);
    await assignRole(tx, user.id, adminRole);
    await audit(
      tx,
      {
        action: "company.created",
        userId: user.id,
        companyId: company.id,
        subjectType: "company",
        subjectId: company.id,
        data: { isActive },
      },
      actor,
    );
    if (!isActive) {
      await notifyAll(tx, afterCommit, outbox, await systemUserIds(tx), {
        companyId: null,
        type: "company.approval_requested",
        message: `${company.name} asks to join the platform and awaits approval.`,
        frontendUrl: "/",
      });
    }
    return { id: company.id };
  });
}

async function systemUserIds(db: DbOrTx): Promise<number[]> {
  const systemCompanies = await repo.listCompanies(db, {
    refCompanyTypeId: CompanyType.System,
    isActive: true,
  });
  const ids = await Promise.all(
    systemCompanies.map((company) => repo.memberUserIds(db, company.id)),
  );
  return [...new Set(ids.flat())];
}
