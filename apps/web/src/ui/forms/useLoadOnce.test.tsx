// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderHook } from "../../test/mount.tsx";
import { type LoadKey, useLoadOnce } from "./useLoadOnce.ts";

type Props = { id: LoadKey | null; data?: { name: string } };

describe("useLoadOnce", () => {
  it("loads each record once: a refetch of the same record is not loaded again", () => {
    const load = vi.fn();
    const hook = renderHook((p: Props) => useLoadOnce(p.id, p.data, load), { id: 7 } as Props);
    expect(load).not.toHaveBeenCalled();
    expect(hook.result.current.loadedKey).toBeNull();

    hook.rerender({ id: 7, data: { name: "First" } });
    expect(load).toHaveBeenCalledWith({ name: "First" });
    expect(hook.result.current.loadedKey).toBe(7);

    hook.rerender({ id: 7, data: { name: "Refetched" } });
    expect(load).toHaveBeenCalledTimes(1);

    hook.rerender({ id: 8, data: { name: "Another" } });
    expect(load).toHaveBeenLastCalledWith({ name: "Another" });
    expect(hook.result.current.loadedKey).toBe(8);
    hook.unmount();
  });

  it("skips the load of a record the page marked as loaded (it has just created it)", () => {
    const load = vi.fn();
    const hook = renderHook((p: Props) => useLoadOnce(p.id, p.data, load), { id: null } as Props);
    act(() => hook.result.current.markLoaded(12));
    hook.rerender({ id: 12, data: { name: "Created" } });
    expect(load).not.toHaveBeenCalled();
    expect(hook.result.current.loadedKey).toBeNull();
    hook.unmount();
  });
});
