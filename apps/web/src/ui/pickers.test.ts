import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * SPEC §9's date format and time-zone labels hold only if every picker is the shared one: a date
 * field is `ui/DateField.tsx`, a time-zone select is `ui/TimeZoneSelect.tsx`.
 */
const root = join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const files = sources(root).map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

describe("one date field and one time-zone select", () => {
  it("no native date input and no Mantine date picker outside ui/DateField.tsx", () => {
    const offenders = files
      .filter(({ file }) => file !== "ui/DateField.tsx")
      .filter(
        ({ text }) =>
          /type=["{]"?date"/.test(text) ||
          /import\s*\{[^}]*\b(DateInput|DatePickerInput|DatePicker|DateTimePicker)\b[^}]*\}\s*from\s*"@mantine\/dates"/.test(
            text,
          ),
      )
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("no list of time zones offered outside ui/TimeZoneSelect.tsx", () => {
    const offenders = files
      .filter(({ file }) => file !== "ui/TimeZoneSelect.tsx")
      .filter(({ text }) => /\b(productTimeZones|australianTimeZones)\b/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
