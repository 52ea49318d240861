// @vitest-environment happy-dom
import { useForm } from "@mantine/form";
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type Mounted, mount } from "../test/mount.tsx";
import { useRecordEditor } from "./useRecordEditor.tsx";

type Values = { name: string; wording: string };
type Saved = { id: number; name: string; wording: string };

const probe: {
  form?: ReturnType<typeof useForm<Values>>;
  editor?: ReturnType<typeof useRecordEditor<Values, Saved>>;
  answer?: (saved: Saved) => void;
} = {};

function ClauseEditorPage({
  exists = true,
  initial = { name: "Fleet", wording: "Cover" },
}: {
  exists?: boolean;
  initial?: Values;
}) {
  const form = useForm<Values>({ mode: "controlled", initialValues: initial });
  probe.form = form;
  probe.editor = useRecordEditor<Values, Saved>({
    form,
    exists,
    editable: true,
    send: () =>
      new Promise((resolve) => {
        probe.answer = (saved) => resolve({ data: saved });
      }),
    toValues: (saved) => ({ name: saved.name, wording: saved.wording }),
    messages: { saved: "Saved", created: "Created" },
    pathOf: (id) => `/clauses/${id}`,
  });
  return probe.editor.guard;
}

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe("useRecordEditor", () => {
  it("keeps what is typed while a save is in flight, and the unsaved-changes guard holds", async () => {
    const router = createMemoryRouter(
      [
        { path: "/clauses/1", element: <ClauseEditorPage /> },
        { path: "/clauses", element: null },
      ],
      { initialEntries: ["/clauses/1"] },
    );
    mounted = mount(<RouterProvider router={router} />);
    act(() => probe.form?.setFieldValue("wording", "Cover for"));
    let saving: Promise<boolean> | undefined;
    act(() => {
      saving = probe.editor?.save();
    });
    act(() => probe.form?.setFieldValue("wording", "Cover for the whole fleet"));
    await act(async () => {
      probe.answer?.({ id: 1, name: "Fleet (as saved)", wording: "Cover for" });
      await saving;
    });

    expect(probe.form?.getValues()).toEqual({
      name: "Fleet (as saved)",
      wording: "Cover for the whole fleet",
    });
    expect(probe.editor?.dirty).toBe(true);
    await act(() => router.navigate("/clauses"));
    expect(router.state.location.pathname).toBe("/clauses/1");
    expect([...router.state.blockers.values()].map((blocker) => blocker.state)).toEqual([
      "blocked",
    ]);
  });

  it("hands what was typed while a record was created to the new record's page", async () => {
    const router = createMemoryRouter(
      [
        { path: "/clauses/new", element: <ClauseEditorPage key="new" exists={false} /> },
        {
          path: "/clauses/1",
          element: <ClauseEditorPage key="1" initial={{ name: "Fleet", wording: "Cover for" }} />,
        },
      ],
      { initialEntries: ["/clauses/new"] },
    );
    mounted = mount(<RouterProvider router={router} />);
    act(() => probe.form?.setFieldValue("wording", "Cover for"));
    let saving: Promise<boolean> | undefined;
    act(() => {
      saving = probe.editor?.save();
    });
    act(() => probe.form?.setFieldValue("wording", "Cover for the whole fleet"));
    await act(async () => {
      probe.answer?.({ id: 1, name: "Fleet", wording: "Cover for" });
      await saving;
    });

    expect(router.state.location.pathname).toBe("/clauses/1");
    expect(probe.form?.getValues().wording).toBe("Cover for the whole fleet");
    expect(probe.editor?.dirty).toBe(true);
  });
});
