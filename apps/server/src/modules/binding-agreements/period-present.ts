/** The API shapes of binding-agreement periods and their versions. */
import type { VersionActions } from "@platform/domain";
import { presentVersionState, type Snapshot } from "../../platform/versioning/index.ts";
import type { PeriodContent, PeriodRow, PeriodVersionRow } from "./tables.ts";

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** How the reading company stands to the agreement: the agency manages, the insurer reads. */
export type PeriodRole = "agency" | "insurer";

const readOnly: VersionActions = { edit: false, publish: false, unpublish: false, delete: false };

export const periodContentOf = (row: PeriodVersionRow): PeriodContent => ({
  dateFrom: row.dateFrom,
  dateTo: row.dateTo,
  visibility: row.visibility as PeriodContent["visibility"],
  sections: row.sections,
  authorisedUnderwriters: row.authorisedUnderwriters,
});

function presentVersionSummary(row: PeriodVersionRow, isOnly: boolean, role: PeriodRole) {
  const state = presentVersionState(row, isOnly);
  return {
    id: row.id,
    periodId: row.periodId,
    versionNumber: row.versionNumber,
    ...state,
    can: role === "agency" ? state.can : readOnly,
  };
}

export const presentPeriodVersion = (row: PeriodVersionRow, isOnly: boolean, role: PeriodRole) => ({
  ...presentVersionSummary(row, isOnly, role),
  content: periodContentOf(row),
});

export function presentPeriodSummary(head: PeriodRow) {
  return {
    id: head.id,
    bindingAgreementId: head.bindingAgreementId,
    dateFrom: head.dateFrom,
    dateTo: head.dateTo,
    visibility: head.visibility as PeriodContent["visibility"],
    latestVersionNumber: head.latestVersionNumber,
    latestPublishedVersionNumber: head.latestPublishedVersionNumber,
    updatedAt: toSeconds(head.updatedAt),
  };
}

/** The period with its versions, newest first, and its newest version in full. */
export function presentPeriod(
  { head, versions }: Snapshot<PeriodRow, PeriodVersionRow>,
  role: PeriodRole,
) {
  const isOnly = versions.length === 1;
  return {
    ...presentPeriodSummary(head),
    role,
    versions: versions.map((row) => presentVersionSummary(row, isOnly, role)).reverse(),
    currentVersion: presentPeriodVersion(versions[versions.length - 1]!, isOnly, role),
    can: { manage: role === "agency" },
  };
}
