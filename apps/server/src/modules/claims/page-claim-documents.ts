import { pageMeta, type TClaimDocument, type TPageQuery } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { pageFolderDocuments } from "../files/index.ts";
import { toSeconds } from "../users/index.ts";
import { visibleClaim } from "./access.ts";
import { fileUrl } from "./documents.ts";

/** The claim's documents, newest first (the access check and two statements). */
export async function pageClaimDocuments(
  ctx: Ctx,
  input: { claimId: number; query: TPageQuery },
): Promise<{ data: TClaimDocument[]; meta: ReturnType<typeof pageMeta> }> {
  const { db, actor } = ctx;
  const { claimId, query } = input;
  const companyId = actingCompany(actor);
  const { row } = await visibleClaim(ctx, { claimId });
  if (row.folderId === null) return { data: [], meta: pageMeta(0, query) };
  const page = await pageFolderDocuments(db, row.folderId, query);
  return {
    meta: page.meta,
    data: page.data.map((d) => ({
      ...d,
      uploadedAt: toSeconds(d.uploadedAt),
      url: fileUrl(companyId, claimId, d.id),
    })),
  };
}
