/** A stored version's rule state and the lifecycle fields of its API shape. */
import {
  isVersionLocked,
  type VersionActions,
  type VersionState,
  type VersionStatus,
  versionActions,
} from "@platform/domain";
import type { VersionRow } from "./descriptor.ts";

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The rule state of a stored version. */
export function stateOf(version: VersionRow): VersionState {
  return {
    status: version.status as VersionStatus,
    savedAt: version.savedAt ? toSeconds(version.savedAt) : null,
    lockedAt: isVersionLocked(version) ? toSeconds(version.lockedAt ?? version.updatedAt) : null,
  };
}

/** The lifecycle fields of a version's API shape, with its `can` flags. */
export function presentVersionState(
  version: VersionRow,
  isOnlyVersion: boolean,
): {
  status: VersionStatus;
  savedAt: number | null;
  publishedAt: number | null;
  lockedAt: number | null;
  usageCount: number;
  createdAt: number;
  updatedAt: number;
  can: VersionActions;
} {
  const state = stateOf(version);
  return {
    ...state,
    publishedAt: version.publishedAt ? toSeconds(version.publishedAt) : null,
    usageCount: version.usageCount,
    createdAt: toSeconds(version.createdAt),
    updatedAt: toSeconds(version.updatedAt),
    can: versionActions(state, isOnlyVersion),
  };
}
