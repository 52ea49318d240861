/**
 * The rules of versioned items (SPEC §4: products, endorsements, binding agreement periods),
 * stated once. A version is a draft, then published (live). The first version must be saved
 * before it is published; a live version no risk uses may be saved or returned to draft; once a
 * risk uses it, it is locked for good and a change needs a new version.
 *
 * Each rule answers `{ ok: true }` or the reason it refuses. The server turns a refusal into
 * its 409 (`versionRefusalMessage`), and the `can` flags every version carries derive from the
 * same rules (`versionActions`), so the screen and the server can never disagree.
 */

export const versionStatuses = ["draft", "published"] as const;
export type VersionStatus = (typeof versionStatuses)[number];

/** What a version's state allows (SPEC §4); the server sends it with each version. */
export interface VersionState {
  status: VersionStatus;
  savedAt: number | null;
  /** Set once a risk uses the version (or its usage count is above zero). */
  lockedAt: number | null;
}

export interface VersionActions {
  edit: boolean;
  publish: boolean;
  unpublish: boolean;
  delete: boolean;
}

export type VersionAction = keyof VersionActions;

export type VersionRefusal =
  | "locked"
  | "alreadyPublished"
  | "notSaved"
  | "notPublished"
  | "notDraft"
  | "onlyVersion"
  | "draftExists"
  | "archived";

export type VersionRuleResult = { ok: true } | { ok: false; reason: VersionRefusal };

const allowed: VersionRuleResult = { ok: true };
const refused = (reason: VersionRefusal): VersionRuleResult => ({ ok: false, reason });

/** A version used by a risk never changes again (its lock or its usage count says so). */
export function isVersionLocked(version: { lockedAt: unknown; usageCount?: number }): boolean {
  return (
    (version.lockedAt !== null && version.lockedAt !== undefined) || (version.usageCount ?? 0) > 0
  );
}

/** The transition rules; checks run in this order, so the first reason is the one reported. */
export const versionRules: Record<
  VersionAction,
  (version: VersionState, isOnlyVersion: boolean) => VersionRuleResult
> = {
  edit: (version) => (version.lockedAt !== null ? refused("locked") : allowed),
  publish: (version) => {
    if (version.status === "published") return refused("alreadyPublished");
    if (version.savedAt === null) return refused("notSaved");
    return allowed;
  },
  unpublish: (version) => {
    if (version.status !== "published") return refused("notPublished");
    if (version.lockedAt !== null) return refused("locked");
    return allowed;
  },
  delete: (version, isOnlyVersion) => {
    if (version.lockedAt !== null) return refused("locked");
    if (version.status !== "draft") return refused("notDraft");
    if (isOnlyVersion) return refused("onlyVersion");
    return allowed;
  },
};

/** A new version copies the newest one; refused while a draft exists or the item is archived. */
export function canStartVersion(
  versions: readonly { status: string }[],
  archived = false,
): VersionRuleResult {
  if (archived) return refused("archived");
  if (versions.some((version) => version.status === "draft")) return refused("draftExists");
  return allowed;
}

/** Only a published version can be attached to a risk. */
export function canAttach(version: { status: string }): VersionRuleResult {
  return version.status === "published" ? allowed : refused("notPublished");
}

export function versionActions(version: VersionState, isOnlyVersion: boolean): VersionActions {
  const can = (action: VersionAction) => versionRules[action](version, isOnlyVersion).ok;
  return {
    edit: can("edit"),
    publish: can("publish"),
    unpublish: can("unpublish"),
    delete: can("delete"),
  };
}

export const versionMessages = {
  saveBeforePublish: "Save the version before publishing it",
  draftExists: "A draft version already exists: edit it or delete it first",
  notDraft: "Only a draft version can be deleted",
  onlyVersion: "The only version of a product cannot be deleted: delete the product instead",
  alreadyPublished: "This version is already published",
  notPublished: "This version is not published",
  archived: "This item is archived",
} as const;

/** What a locked item answers; products use the spec's own wording for modification. */
export interface LockMessages {
  modify: string;
  delete: string;
}

/** The message of a refusal (every refusal is a 409 Conflict). */
export function versionRefusalMessage(
  reason: VersionRefusal,
  action: VersionAction | "start" | "attach",
  lock: LockMessages,
): string {
  switch (reason) {
    case "locked":
      return action === "delete" ? lock.delete : lock.modify;
    case "alreadyPublished":
      return versionMessages.alreadyPublished;
    case "notSaved":
      return versionMessages.saveBeforePublish;
    case "notPublished":
      return versionMessages.notPublished;
    case "notDraft":
      return versionMessages.notDraft;
    case "onlyVersion":
      return versionMessages.onlyVersion;
    case "draftExists":
      return versionMessages.draftExists;
    case "archived":
      return versionMessages.archived;
  }
}
