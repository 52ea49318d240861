import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./en/index.ts";
import { i18next } from "./index.ts";

const src = resolve(import.meta.dirname, "..");
const stringsDir = join(src, "i18n/strings");
const entryAreas = Object.keys(i18next.getResourceBundle("en", "translation"));
const lazyAreas = readdirSync(stringsDir).map((file) => file.replace(/\.ts$/, ""));
/** A string naming a key of a lazily loaded area: `"products.list.title"`, `` `legal.${x}` ``. */
const keyOfLazyArea = new RegExp(`["'\`](${lazyAreas.join("|")})\\.[A-Za-z$]`, "g");
const sideEffectImport = /^import "([^"]+)";$/gm;

const sources = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !file.startsWith("i18n/") && !file.endsWith(".test.ts"),
);

describe("strings by area", () => {
  it("loads every area of the catalogue, either with the entry chunk or from strings/", () => {
    expect([...entryAreas, ...lazyAreas].sort()).toEqual(Object.keys(en).sort());
    expect(entryAreas.filter((area) => lazyAreas.includes(area))).toEqual([]);
  });

  it("has each strings/ module add exactly its area", async () => {
    await Promise.all(lazyAreas.map((area) => import(`./strings/${area}.ts`)));
    expect(i18next.getResourceBundle("en", "translation")).toEqual(en);
  });

  it("has every module that names a key of an area import that area's strings", () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(src, file), "utf8");
      const imported = new Set(
        [...text.matchAll(sideEffectImport)].map((match) =>
          resolve(dirname(join(src, file)), match[1] as string),
        ),
      );
      for (const area of new Set([...text.matchAll(keyOfLazyArea)].map((match) => match[1]))) {
        if (!imported.has(join(stringsDir, `${area}.ts`))) missing.push(`${file}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
