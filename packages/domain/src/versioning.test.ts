import { describe, expect, it } from "vitest";
import {
  canAttach,
  canStartVersion,
  isVersionLocked,
  versionActions,
  versionMessages,
  versionRefusalMessage,
  versionRules,
} from "./versioning.ts";

const lock = { modify: "modify", delete: "delete" };

describe("versioning rules (SPEC §4)", () => {
  it("answers the reason of a refusal, in the order the spec's checks run", () => {
    const locked = { status: "published", savedAt: 1, lockedAt: 2 } as const;
    expect(versionRules.edit(locked, false)).toEqual({ ok: false, reason: "locked" });
    expect(versionRules.unpublish(locked, false)).toEqual({ ok: false, reason: "locked" });
    expect(versionRules.delete(locked, false)).toEqual({ ok: false, reason: "locked" });
    const unsaved = { status: "draft", savedAt: null, lockedAt: null } as const;
    expect(versionRules.publish(unsaved, true)).toEqual({ ok: false, reason: "notSaved" });
    expect(versionRules.unpublish(unsaved, true)).toEqual({ ok: false, reason: "notPublished" });
    expect(versionRules.delete(unsaved, true)).toEqual({ ok: false, reason: "onlyVersion" });
    expect(versionRules.delete(unsaved, false)).toEqual({ ok: true });
  });

  it("derives the can flags from the same rules", () => {
    const live = { status: "published", savedAt: 1, lockedAt: null } as const;
    expect(versionActions(live, true)).toEqual({
      edit: true,
      publish: false,
      unpublish: true,
      delete: false,
    });
  });

  it("maps refusals to the spec's messages; a lock names the action", () => {
    expect(versionRefusalMessage("locked", "delete", lock)).toBe("delete");
    expect(versionRefusalMessage("locked", "edit", lock)).toBe("modify");
    expect(versionRefusalMessage("notSaved", "publish", lock)).toBe(
      versionMessages.saveBeforePublish,
    );
  });

  it("starts a version only without a draft and when not archived; attaches only published", () => {
    expect(canStartVersion([{ status: "published" }])).toEqual({ ok: true });
    expect(canStartVersion([{ status: "draft" }])).toEqual({ ok: false, reason: "draftExists" });
    expect(canStartVersion([], true)).toEqual({ ok: false, reason: "archived" });
    expect(canAttach({ status: "draft" })).toEqual({ ok: false, reason: "notPublished" });
    expect(isVersionLocked({ lockedAt: null, usageCount: 1 })).toBe(true);
    expect(isVersionLocked({ lockedAt: null, usageCount: 0 })).toBe(false);
  });
});
