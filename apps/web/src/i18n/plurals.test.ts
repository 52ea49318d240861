import { describe, expect, it } from "vitest";
import { en } from "./en/index.ts";
import { i18next } from "./index.ts";

/** Every string of the catalogue with its dotted key. */
function entries(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  if (node && typeof node === "object") {
    return Object.entries(node).flatMap(([key, value]) => entries(value, [...path, key]));
  }
  return [];
}

describe("plurals (SPEC §9: plural s when the count is 0 or above 1)", () => {
  it("gives every string that counts a noun a singular and a plural form", () => {
    // "{{count}} risks", "({{count}} months)": a count followed by a word in the plural.
    const countsANoun = /\{\{count\}\} [a-z]+s\b/;
    const missing = entries(en)
      .filter(([key, text]) => countsANoun.test(text) && !/_(one|other)$/.test(key))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it("uses the plural for 0 and above 1, the singular for 1", async () => {
    await import("./strings/risks.ts");
    const term = (count: number) => i18next.t("risks.detail.term", { count });
    expect([term(0), term(1), term(12)]).toEqual(["0 months", "1 month", "12 months"]);
  });
});
