// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "../../test/mount.tsx";
import { useDraft } from "./useDraft.ts";

const empty = { name: "", tags: [] as string[] };

describe("useDraft", () => {
  it("is dirty once a field changes and clean again when loaded", () => {
    const hook = renderHook(() => useDraft(empty), {});
    expect(hook.result.current.dirty).toBe(false);
    act(() => hook.result.current.set("name", "Renewal notice"));
    act(() => hook.result.current.set("tags", (tags) => [...tags, "motor"]));
    expect(hook.result.current.values).toEqual({ name: "Renewal notice", tags: ["motor"] });
    expect(hook.result.current.dirty).toBe(true);
    act(() => hook.result.current.load({ name: "Loaded", tags: [] }));
    expect(hook.result.current.values.name).toBe("Loaded");
    expect(hook.result.current.dirty).toBe(false);
    hook.unmount();
  });

  it("keeps what was typed while a save was in flight, and stays dirty for it", () => {
    const hook = renderHook(() => useDraft(empty), {});
    act(() => hook.result.current.set("name", "Renewal"));
    const sent = hook.result.current.values;
    act(() => hook.result.current.set("name", "Renewal notice"));
    act(() => hook.result.current.saved(sent));
    expect(hook.result.current.values.name).toBe("Renewal notice");
    expect(hook.result.current.dirty).toBe(true);
    act(() => hook.result.current.saved(hook.result.current.values));
    expect(hook.result.current.dirty).toBe(false);
    hook.unmount();
  });
});
