import { describe, expect, it } from "vitest";
import { keepTyped, sameValue } from "./keepTyped.ts";

describe("keepTyped", () => {
  const sent = { name: "Fleet", wording: "<p>Cover</p>", codes: [{ code: "A" }] };

  it("takes the server's values when nothing was typed during the save", () => {
    const saved = { name: "Fleet", wording: "<p>Cover</p>", codes: [{ code: "A" }], extra: 1 };
    expect(keepTyped(sent, structuredClone(sent), saved)).toEqual(saved);
  });

  it("keeps a field typed into while the save was in flight", () => {
    const current = { ...sent, wording: "<p>Cover for the fleet</p>" };
    const saved = { name: "Fleet (trimmed)", wording: "<p>Cover</p>", codes: [{ code: "A" }] };
    expect(keepTyped(sent, current, saved)).toEqual({
      name: "Fleet (trimmed)",
      wording: "<p>Cover for the fleet</p>",
      codes: [{ code: "A" }],
    });
  });

  it("keeps a list changed deep inside", () => {
    const current = { ...sent, codes: [{ code: "AB" }] };
    expect(keepTyped(sent, current, sent).codes).toEqual([{ code: "AB" }]);
  });
});

describe("sameValue", () => {
  it("compares plain data deeply", () => {
    expect(sameValue({ a: [1, { b: "x" }] }, { a: [1, { b: "x" }] })).toBe(true);
    expect(sameValue({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
