// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "../../test/mount.tsx";
import { settleSaved } from "./settleSaved.ts";

type Values = { name: string; wording: string };

describe("settleSaved", () => {
  it("takes what the server saved and leaves the form clean when nothing was typed meanwhile", () => {
    const hook = renderHook(
      () => useForm<Values>({ initialValues: { name: "", wording: "" } }),
      {},
    );
    act(() => hook.result.current.setValues({ name: " Fleet ", wording: "Cover" }));
    const sent = hook.result.current.getValues();
    act(() => settleSaved(hook.result.current, sent, { name: "Fleet", wording: "Cover" }));
    expect(hook.result.current.getValues()).toEqual({ name: "Fleet", wording: "Cover" });
    expect(hook.result.current.isDirty()).toBe(false);
    hook.unmount();
  });

  it("keeps a field typed into while the save was in flight, and the form dirty for it", () => {
    const hook = renderHook(
      () => useForm<Values>({ initialValues: { name: "", wording: "" } }),
      {},
    );
    act(() => hook.result.current.setValues({ name: "Fleet", wording: "Cover" }));
    const sent = hook.result.current.getValues();
    act(() => hook.result.current.setFieldValue("wording", "Cover for the fleet"));
    act(() => settleSaved(hook.result.current, sent, { name: "Fleet", wording: "Cover" }));
    expect(hook.result.current.getValues()).toEqual({
      name: "Fleet",
      wording: "Cover for the fleet",
    });
    expect(hook.result.current.isDirty()).toBe(true);
    expect(hook.result.current.isDirty("name")).toBe(false);
    hook.unmount();
  });
});
