/**
 * The bordereau's CSV encoded in worker threads is byte for byte the CSV the
 * in-thread path writes, in order, whatever the buffers' sizes; a failing row fails the export;
 * a consumer that stops early stops the workers.
 */
import { rowWriter } from "@platform/domain";
import { describe, expect, it } from "vitest";
import { parseCopyText } from "../../platform/db/copy-text.ts";
import { LineBuffers } from "../reports/index.ts";
import { csvInWorkers } from "./csv-workers.ts";
import { BORDEREAU_COLUMNS, bordereauColumns, type CsvSetup, lineMaker } from "./lines.ts";
import { bordereauSelection } from "./rows.ts";

const setup: CsvSetup = {
  kind: "premium",
  currency: "AUD",
  sections: [
    {
      key: "pi",
      name: "Professional indemnity — Aotearoa",
      coverholderCommissionPercent: "17.5",
      maximumPremiumLimit: null,
      notifiablePremiumLimit: null,
      shares: [
        { syndicateId: 1, sharePercent: "60" },
        { syndicateId: 2, sharePercent: "40" },
      ],
    },
  ],
  syndicates: [
    { id: 1, label: "Syndicate 2001" },
    { id: 2, label: "Syndicate 4472" },
  ],
};

const names = [
  "Smith, Jones & Co",
  'The "Quoted" Trust',
  "=SUM(A1)",
  "Māori café",
  "Plain Pty Ltd",
];
const copyEscaped = (text: string) =>
  text.replaceAll("\\", "\\\\").replaceAll("\t", "\\t").replaceAll("\n", "\\n");

/** COPY text lines of the bordereau's query: the select order of rows.ts. */
function copyLine(i: number): string {
  const cents = 100_000 + ((i * 7919) % 900_000);
  const gross = `${i % 9 === 0 ? "-" : ""}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const fields = [
    String(i + 1),
    i % 50 === 0 ? "gone" : "pi",
    i % 3 === 0 ? "\\N" : "BD",
    `CERT-${i}`,
    copyEscaped(`${names[i % names.length]}${i % 17 === 0 ? "\nline two\tand a tab" : ""}`),
    i % 4 === 0 ? "\\N" : "NSW",
    i % 5 === 0 ? "\\N" : "2000",
    "AU",
    "2026-07-01",
    "2027-07-01",
    String([1, 2, 3, 5][i % 4]),
    "2026-07-01",
    "2026-07-02",
    "AUD",
    "3",
    "Professional Indemnity",
    gross,
    "0",
    "100.00",
    "95.50",
    "10",
    "9",
    "\\N",
    "2026-07-02 10:00:00+00",
  ];
  return `${fields.join("\t")}\n`;
}

const ROWS = 3_000;
const text = Array.from({ length: ROWS }, (_, i) => copyLine(i)).join("");

const writer = rowWriter("csv", bordereauColumns(setup.kind, setup.syndicates));

/** The CSV the in-thread path writes for COPY text. */
function expected(source: string): string {
  const toLine = lineMaker(setup);
  const rows = source
    .split("\n")
    .slice(0, -1)
    .map((line) => writer.row(toLine(parseCopyText(line)), 0));
  return writer.header() + rows.join("");
}

/** The lines packed as the COPY reader packs them. */
async function* packed(lines: LineBuffers, source: string) {
  for (const line of source.split(/(?<=\n)/)) {
    const full = lines.add(Buffer.from(line, "utf8"));
    if (full) yield full;
  }
  const rest = lines.end();
  if (rest) yield rest;
}

async function collect(chunks: AsyncIterable<string>) {
  let out = "";
  for await (const chunk of chunks) out += chunk;
  return out;
}

describe("the bordereau's CSV in worker threads", () => {
  it("writes what the in-thread path writes, in order, across many buffers", async () => {
    const lines = new LineBuffers(8 * 1024);
    const csv = await collect(csvInWorkers(packed(lines, text), lines, setup));
    expect(csv.length).toBeGreaterThan(ROWS * 100);
    expect(csv).toBe(expected(text));
  });

  it("encodes one buffer in this thread, and an empty bordereau as its header", async () => {
    const small = Array.from({ length: 5 }, (_, i) => copyLine(i)).join("");
    const one = new LineBuffers();
    expect(await collect(csvInWorkers(packed(one, small), one, setup))).toBe(expected(small));
    const none = new LineBuffers();
    expect(await collect(csvInWorkers(packed(none, ""), none, setup))).toBe(writer.header());
  });

  it("fails the export when a worker cannot encode a row", async () => {
    const lines = new LineBuffers(8 * 1024);
    const broken = `${text}${copyLine(ROWS).replace("\t100.00\t", "\tnot money\t")}`;
    await expect(collect(csvInWorkers(packed(lines, broken), lines, setup))).rejects.toThrow(
      "Not an amount: not money",
    );
  });

  it("stops the workers and the source when the consumer stops", async () => {
    const lines = new LineBuffers(8 * 1024);
    let closed = false;
    async function* source() {
      try {
        yield* packed(lines, text);
      } finally {
        closed = true;
      }
    }
    const chunks = csvInWorkers(source(), lines, setup);
    await chunks.next();
    await chunks.next();
    await chunks.return(undefined);
    expect(closed).toBe(true);
  });
});

describe("the bordereau's columns", () => {
  it("are selected in the order the lines read them by name", () => {
    expect(Object.keys(bordereauSelection({ timezone: "Australia/Sydney" }))).toEqual([
      ...BORDEREAU_COLUMNS,
    ]);
  });
});
