/** The API shapes of endorsements and their versions. */
import type { TClause, TClauseVersion, TClauseVersionSummary } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import { presentVersionState, type Snapshot } from "../../platform/versioning/index.ts";
import { clauseAbilities } from "./access.ts";
import type { ClauseRow, ClauseVersionRow } from "./tables.ts";

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type ClauseListRow = Pick<
  ClauseRow,
  | "id"
  | "companyId"
  | "name"
  | "insuranceClassIds"
  | "archivedAt"
  | "latestVersionNumber"
  | "latestPublishedVersionNumber"
  | "updatedAt"
>;

export function presentSummary(row: ClauseListRow): TClause {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    insuranceClassIds: row.insuranceClassIds,
    status: row.archivedAt ? "archived" : row.latestPublishedVersionNumber ? "published" : "draft",
    latestVersionNumber: row.latestVersionNumber,
    latestPublishedVersionNumber: row.latestPublishedVersionNumber,
    updatedAt: toSeconds(row.updatedAt),
  };
}

function presentVersionSummary(row: ClauseVersionRow, isOnly: boolean): TClauseVersionSummary {
  return {
    id: row.id,
    clauseId: row.clauseId,
    versionNumber: row.versionNumber,
    ...presentVersionState(row, isOnly),
  };
}

const presentVersion = (row: ClauseVersionRow, isOnly: boolean): TClauseVersion => ({
  ...presentVersionSummary(row, isOnly),
  details: {
    name: row.name,
    content: row.content,
    insuranceClassIds: row.insuranceClassIds,
    productClassIds: row.productClassIds,
    visibility: row.visibility as TClauseVersion["details"]["visibility"],
  },
});

export function presentClause(
  user: AuthUser,
  { head, versions }: Snapshot<ClauseRow, ClauseVersionRow>,
) {
  const isOnly = versions.length === 1;
  return {
    ...presentSummary(head),
    versions: versions.map((version) => presentVersionSummary(version, isOnly)).reverse(),
    currentVersion: presentVersion(versions[versions.length - 1]!, isOnly),
    can: clauseAbilities(user, head),
  };
}
