/**
 * The rules of SPEC §4 for versioned items (products and endorsements; binding agreement
 * periods later): Draft → Published; the first version must be saved before publishing; a
 * live version not attached to a risk may be saved or unpublished; once attached it is locked
 * and a change needs a new version. Services call these before every transition.
 */
import {
  productMessages,
  type VersionActions,
  type VersionStatus,
  versionActions,
} from "@platform/domain";
import { conflict } from "../../platform/http/errors.ts";
import { toSeconds } from "../users/present.ts";

export interface VersionRowLike {
  status: string;
  savedAt: Date | null;
  publishedAt: Date | null;
  lockedAt: Date | null;
  usageCount: number;
}

/** A version used by a risk never changes again. */
export function isLocked(version: Pick<VersionRowLike, "lockedAt" | "usageCount">): boolean {
  return version.lockedAt !== null || version.usageCount > 0;
}

export function actionsOf(version: VersionRowLike, isOnlyVersion: boolean): VersionActions {
  return versionActions(
    {
      status: version.status as VersionStatus,
      savedAt: version.savedAt ? toSeconds(version.savedAt) : null,
      lockedAt: isLocked(version) ? toSeconds(version.lockedAt ?? new Date()) : null,
    },
    isOnlyVersion,
  );
}

export interface LockMessages {
  modify: string;
  delete: string;
}

export function assertEditable(version: VersionRowLike, lock: LockMessages) {
  if (isLocked(version)) throw conflict(lock.modify);
}

export function assertPublishable(version: VersionRowLike) {
  if (version.status === "published") throw conflict(productMessages.alreadyPublished);
  if (!version.savedAt) throw conflict(productMessages.saveBeforePublish);
}

export function assertUnpublishable(version: VersionRowLike, lock: LockMessages) {
  if (version.status !== "published") throw conflict(productMessages.notPublished);
  if (isLocked(version)) throw conflict(lock.modify);
}

export function assertDeletable(
  version: VersionRowLike,
  isOnlyVersion: boolean,
  lock: LockMessages,
) {
  if (isLocked(version)) throw conflict(lock.delete);
  if (version.status !== "draft") throw conflict(productMessages.notDraft);
  if (isOnlyVersion) throw conflict(productMessages.onlyVersion);
}

/** A new version copies the newest one; only one draft may exist at a time. */
export function assertNoDraft(versions: readonly { status: string }[]) {
  if (versions.some((version) => version.status === "draft"))
    throw conflict(productMessages.draftExists);
}

export function presentVersionTimes(
  version: VersionRowLike & { createdAt: Date; updatedAt: Date },
) {
  return {
    status: version.status as VersionStatus,
    savedAt: version.savedAt ? toSeconds(version.savedAt) : null,
    publishedAt: version.publishedAt ? toSeconds(version.publishedAt) : null,
    lockedAt: isLocked(version) ? toSeconds(version.lockedAt ?? version.updatedAt) : null,
    usageCount: version.usageCount,
    createdAt: toSeconds(version.createdAt),
    updatedAt: toSeconds(version.updatedAt),
  };
}
