import { pageMeta, type TClaimDocument, type TPageQuery } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { pageFolderDocuments } from "../files/index.ts";
import { toSeconds } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { fileUrl, hiddenDocuments, sharesDocuments, unsharedOf } from "./documents.ts";

/** The claim's documents `side` reads, newest first (the access check and three statements). */
export async function pageClaimDocuments(
  ctx: Ctx,
  input: { claimId: number; query: TPageQuery },
): Promise<{ data: TClaimDocument[]; meta: ReturnType<typeof pageMeta> }> {
  const { db, actor } = ctx;
  const { claimId, query } = input;
  const companyId = actingCompany(actor);
  const { row, side, role } = await visibleClaim(ctx, { claimId });
  const share = sharesDocuments(side, role);
  if (row.folderId === null) return { data: [], meta: pageMeta(0, query) };
  const page = await pageFolderDocuments(db, row.folderId, query, hiddenDocuments(side, claimId));
  const unshared = await unsharedOf(
    db,
    page.data.map((d) => d.id),
  );
  return {
    meta: page.meta,
    data: page.data.map((d) => ({
      ...d,
      uploadedAt: toSeconds(d.uploadedAt),
      url: fileUrl(companyId, claimId, d.id),
      shared: !unshared.has(d.id),
      can: { share },
    })),
  };
}
