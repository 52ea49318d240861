import { describe, expect, it } from "vitest";
import { parseDateInput } from "./parseDateInput.ts";

describe("parseDateInput", () => {
  it.each([
    ["2026-12-29", "2026-12-29"],
    ["December 29, 2026", "2026-12-29"],
    ["Dec 29, 2026", "2026-12-29"],
    ["29/12/2026", "2026-12-29"],
    ["1/2/2026", "2026-02-01"],
    ["29 December 2026", "2026-12-29"],
    ["  29 Dec 2026 ", "2026-12-29"],
    ["February 29, 2028", "2028-02-29"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseDateInput(text)).toBe(iso);
  });

  it.each(["", "2026-02-30", "31/4/2026", "February 29, 2027", "12/29/2026", "1/2/26", "soon"])(
    "refuses %j",
    (text) => {
      expect(parseDateInput(text)).toBeNull();
    },
  );
});
