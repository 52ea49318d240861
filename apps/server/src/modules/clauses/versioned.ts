/** Endorsements (clauses) as a versioned item (SPEC §3, §4): the kernel's descriptor. */
import { messages, type TClause, type ZClauseDetails } from "@platform/domain";
import type { z } from "zod";
import { versioned } from "../../platform/versioning/index.ts";
import { productsUsingClause } from "../products/index.ts";
import { clauseVersionAccess } from "./access.ts";
import { presentClause } from "./present.ts";
import { type ClauseRow, type ClauseVersionRow, clauses, clauseVersions } from "./tables.ts";

export type ClauseDetails = z.output<typeof ZClauseDetails>;

export const detailsOf = (row: ClauseVersionRow): ClauseDetails => ({
  name: row.name,
  content: row.content,
  insuranceClassIds: row.insuranceClassIds,
  productClassIds: row.productClassIds,
  visibility: row.visibility as ClauseDetails["visibility"],
});

export const clauseVersioning = versioned<
  ClauseRow,
  ClauseVersionRow,
  ClauseDetails,
  TClause & { can: { manage: boolean } }
>({
  kind: "clause",
  head: {
    table: clauses,
    id: clauses.id,
    companyId: clauses.companyId,
    latestVersionNumber: clauses.latestVersionNumber,
    latestPublishedVersionNumber: clauses.latestPublishedVersionNumber,
    archivedAt: clauses.archivedAt,
    updatedAt: clauses.updatedAt,
  },
  version: {
    table: clauseVersions,
    id: clauseVersions.id,
    headId: clauseVersions.clauseId,
    headKey: "clauseId",
    companyId: clauseVersions.companyId,
    versionNumber: clauseVersions.versionNumber,
    status: clauseVersions.status,
    savedAt: clauseVersions.savedAt,
    publishedAt: clauseVersions.publishedAt,
    lockedAt: clauseVersions.lockedAt,
    usageCount: clauseVersions.usageCount,
    updatedAt: clauseVersions.updatedAt,
  },
  ...clauseVersionAccess,
  messages: {
    notFound: "Endorsement not found",
    versionNotFound: "Endorsement version not found",
    lock: { modify: messages.modifyInUse, delete: messages.deleteInUse },
  },
  audit: { head: "clause", version: "clauseVersion" },
  contentOf: detailsOf,
  contentColumns: (details) => ({ ...details }),
  headColumns: (details) => ({ name: details.name, insuranceClassIds: details.insuranceClassIds }),
  present: async (_db, actor, snapshot) => presentClause(actor.user, snapshot),
  hooks: {
    usedElsewhere: async (tx, head) =>
      (await productsUsingClause(tx, head.companyId, head.id)).length > 0,
  },
});
