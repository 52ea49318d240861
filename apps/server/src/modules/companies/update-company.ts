import { messages, type TUpdateCompanyRequest } from "@platform/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findFileVersion, imageTypes } from "../files/index.ts";
import { fileVersions } from "../files/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { authorizeCompanyUpdate } from "./access.ts";
import { addressColumns } from "./address.ts";
import { presentCompanyFor } from "./present.ts";
import * as repo from "./repo.ts";
import { companies } from "./tables.ts";

export async function updateCompany(ctx: Ctx, input: TUpdateCompanyRequest) {
  const { db, actor, outbox } = ctx;
  const { user } = actor;
  const id = authorizeCompanyUpdate(actor, input);
  const { address, tags, appearance, ...fields } = input;
  return inTransaction(db, async (tx, afterCommit) => {
    const before = await repo.findCompany(tx, id);
    if (!before) throw notFound(messages.noCompany);
    await useBrandingImages(tx, id, appearance);
    const [row] = await tx
      .update(companies)
      .set({
        ...fields,
        ...addressColumns(address),
        ...(appearance ?? {}),
        // Activating a company decides its registration too (the approval queue empties).
        ...(input.isActive === true ? { approval: "approved" as const, declineReason: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id))
      .returning();
    if (tags) await repo.replaceTags(tx, id, tags);
    await audit(
      tx,
      {
        action: "company.updated",
        userId: user.id,
        companyId: id,
        subjectType: "company",
        subjectId: id,
        data: { fields: Object.keys(input) },
      },
      actor,
    );
    if (input.isActive === true && !before.isActive) {
      await notifyAll(tx, afterCommit, outbox, await repo.memberUserIds(tx, id), {
        companyId: id,
        type: "company.approved",
        message: `${row!.name} has been approved. Welcome aboard.`,
        frontendUrl: "/",
      });
    }
    return presentCompanyFor(user, (await repo.findCompanyWithDetails(tx, id))!);
  });
}

/**
 * Logo and header images must be images uploaded by the company itself; they become public,
 * since the portal shows them before anyone signs in.
 */
async function useBrandingImages(
  tx: DbOrTx,
  companyId: number,
  appearance: TUpdateCompanyRequest["appearance"],
) {
  for (const field of [
    "logoFileVersionId",
    "headerFileVersionId",
    "productBannerFileVersionId",
  ] as const) {
    const fileId = appearance?.[field];
    if (!fileId) continue;
    const file = await findFileVersion(tx, companyId, fileId);
    if (!file || !imageTypes.includes(file.mimeType))
      throw invalid({ [`appearance.${field}`]: messages.invalidFileType });
    await tx.update(fileVersions).set({ visibility: 2 }).where(eq(fileVersions.id, file.id));
  }
}
