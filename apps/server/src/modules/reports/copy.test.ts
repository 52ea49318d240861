/** COPY's text format as the exports read it: fields, nulls, escapes. */
import { describe, expect, it } from "vitest";
import { parseCopyLine } from "../../platform/db/copy-text.ts";
import { inlineParams } from "./copy.ts";

const line = (text: string) => Buffer.from(`${text}\n`, "utf8");

describe("parseCopyLine", () => {
  it("splits on tabs, reads \\N as null and keeps empty text", () => {
    expect(parseCopyLine(line("12\tSmith, Jones & Co\t\\N\t\t2026-01-31"))).toEqual([
      "12",
      "Smith, Jones & Co",
      null,
      "",
      "2026-01-31",
    ]);
    expect(parseCopyLine(line("\\N"))).toEqual([null]);
    expect(parseCopyLine(line(""))).toEqual([""]);
  });

  it("undoes backslash escapes and keeps UTF-8 text", () => {
    expect(
      parseCopyLine(line('Line\\nBreak\ta\\tb\\\\c\tq"uote\\r\tMāori café\t\\\\N\t\\b\\f\\v')),
    ).toEqual(["Line\nBreak", "a\tb\\c", 'q"uote\r', "Māori café", "\\N", "\b\f\v"]);
  });
});

describe("inlineParams", () => {
  it("writes numbers as digits and strings as escaped literals", () => {
    const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
    expect(
      inlineParams(
        { sql: "select $1, $2 where x = $10", params: [7, "O'Brien", 3, 4, 5, 6, 7, 8, 9, 10] },
        quote,
      ),
    ).toBe("select 7, 'O''Brien' where x = 10");
    expect(() => inlineParams({ sql: "select $1", params: [new Date()] }, quote)).toThrow();
  });
});
