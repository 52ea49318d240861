/**
 * Risk reference formats (SPEC §5), set on a product package and rendered when a risk is
 * created.
 *
 * Syntax
 * - Text outside braces is copied as written. It may be any visible character except `{`
 *   and `}`; spaces and invisible characters are refused anywhere in the format.
 * - A symbol is written in braces: `PI-{yyyy}{mm}-{0p6:id}` → `PI-202607-000123`.
 * - Symbols (case-sensitive):
 *     id           the record's id (the risk's own id)
 *     insuredId    the insured (client) company's id
 *     brokerageId  the brokerage company's id
 *     uuid         a random UUID v4, lower-case with hyphens
 *     randstr      16 random characters from A-Z and 0-9
 *     randstrN     N random characters from A-Z and 0-9, N from 1 to 64 (e.g. randstr8)
 *     yyyy yy      year, four digits / last two digits
 *     mm m         month, two digits / without padding
 *     dd d         day of month, two digits / without padding
 *   Dates are the calendar date of `now` in the given IANA time zone (the main product's).
 * - Padding: `{<char>p<width>:<symbol>}` left-pads the symbol's value with `<char>` to
 *   `<width>` characters (1 to 64); a longer value is never cut. `<char>` is any single visible
 *   character except `{`, `}` and `:`. Example: `{0p6:id}` → `000123`, `{Xp4:d}` → `XXX7`.
 * - A format must contain `id`, `uuid` or `randstr…` so that references are unique, and may
 *   be at most 100 characters long. There is no escape for literal braces.
 */
import { z } from "zod";
import { messages } from "./messages.ts";

export const REFERENCE_FORMAT_MAX_LENGTH = 100;
export const RANDSTR_DEFAULT_LENGTH = 16;
export const RANDSTR_MAX_LENGTH = 64;
export const PAD_MAX_WIDTH = 64;
export const RANDOM_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export const referenceSymbols = [
  "id",
  "insuredId",
  "brokerageId",
  "uuid",
  "randstr",
  "yyyy",
  "yy",
  "mm",
  "m",
  "dd",
  "d",
] as const;
export type ReferenceSymbol = (typeof referenceSymbols)[number];

export type ReferenceToken =
  | { type: "literal"; text: string }
  | {
      type: "symbol";
      symbol: ReferenceSymbol;
      /** Number of random characters; only for `randstr`. */
      length?: number;
      pad?: { char: string; width: number };
      /** The text between the braces, as written. */
      source: string;
    };

export type ParsedReferenceFormat =
  | { ok: true; tokens: ReferenceToken[] }
  | { ok: false; errors: string[] };

const uniqueSymbols: readonly ReferenceSymbol[] = ["id", "uuid", "randstr"];
const invisible = /[\s\p{C}]/u;

function parseSymbol(source: string, errors: string[]): ReferenceToken | null {
  if (source === "") {
    errors.push(messages.referenceFormatEmptySymbol);
    return null;
  }
  let name = source;
  let pad: { char: string; width: number } | undefined;
  if (source.includes(":")) {
    const match = /^([^{}:])p([0-9]+):(.*)$/su.exec(source);
    if (!match) {
      errors.push(messages.referenceFormatPadding(source));
      return null;
    }
    const width = Number(match[2]);
    if (!(width >= 1 && width <= PAD_MAX_WIDTH) || match[2]!.startsWith("0")) {
      errors.push(messages.referenceFormatPadWidth(source, PAD_MAX_WIDTH));
      return null;
    }
    pad = { char: match[1]!, width };
    name = match[3]!;
    if (name === "") {
      errors.push(messages.referenceFormatEmptySymbol);
      return null;
    }
  }
  const random = /^randstr([0-9]+)$/.exec(name);
  if (random) {
    const length = Number(random[1]);
    if (!(length >= 1 && length <= RANDSTR_MAX_LENGTH) || random[1]!.startsWith("0")) {
      errors.push(messages.referenceFormatRandomLength(name, RANDSTR_MAX_LENGTH));
      return null;
    }
    return { type: "symbol", symbol: "randstr", length, ...(pad && { pad }), source };
  }
  if (!(referenceSymbols as readonly string[]).includes(name)) {
    errors.push(messages.referenceFormatUnknownSymbol(name));
    return null;
  }
  const symbol = name as ReferenceSymbol;
  return {
    type: "symbol",
    symbol,
    ...(symbol === "randstr" && { length: RANDSTR_DEFAULT_LENGTH }),
    ...(pad && { pad }),
    source,
  };
}

/** Tokens of a format, or every problem found in it (in order of appearance). */
export function parseReferenceFormat(format: string): ParsedReferenceFormat {
  const errors: string[] = [];
  if (format.length === 0) return { ok: false, errors: [messages.referenceFormatRequired] };
  if (invisible.test(format)) errors.push(messages.referenceFormatSpaces);
  if (format.length > REFERENCE_FORMAT_MAX_LENGTH) {
    errors.push(messages.maxLength(REFERENCE_FORMAT_MAX_LENGTH));
  }

  const tokens: ReferenceToken[] = [];
  let literal = "";
  const flush = () => {
    if (literal) tokens.push({ type: "literal", text: literal });
    literal = "";
  };
  let i = 0;
  while (i < format.length) {
    const char = format[i]!;
    if (char === "}") {
      errors.push(messages.referenceFormatUnopened(i + 1));
      i++;
    } else if (char === "{") {
      const close = format.indexOf("}", i + 1);
      const nextOpen = format.indexOf("{", i + 1);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        const end = nextOpen === -1 ? format.length : nextOpen;
        errors.push(messages.referenceFormatUnclosed(format.slice(i, end)));
        i = end;
        continue;
      }
      flush();
      const token = parseSymbol(format.slice(i + 1, close), errors);
      if (token) tokens.push(token);
      i = close + 1;
    } else {
      literal += char;
      i++;
    }
  }
  flush();

  const hasUnique = tokens.some(
    (token) => token.type === "symbol" && uniqueSymbols.includes(token.symbol),
  );
  if (errors.length === 0 && !hasUnique) errors.push(messages.referenceFormatNotUnique);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, tokens };
}

/** The problems of a format; empty when it is valid. */
export function referenceFormatProblems(format: string): string[] {
  const parsed = parseReferenceFormat(format);
  return parsed.ok ? [] : parsed.errors;
}

/** A reference format from a form (outer whitespace trimmed); reports every problem. */
export const ZReferenceFormat = z
  .string({ error: messages.required })
  .trim()
  .superRefine((format, ctx) => {
    for (const message of referenceFormatProblems(format))
      ctx.addIssue({ code: "custom", message });
  });

export class ReferenceFormatError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join("; "));
    this.name = "ReferenceFormatError";
  }
}

export interface ReferenceValues {
  id: number | string;
  insuredId?: number | string | null;
  brokerageId?: number | string | null;
  now: Date;
  /** IANA time zone of the dates, e.g. `Australia/Sydney` (the main product's). */
  timeZone: string;
  /**
   * Source of random characters for `randstr`: asked for `length` characters, it may return
   * any string; its characters are upper-cased, those outside A-Z0-9 dropped, and it is asked
   * again until enough are collected. Defaults to a uniform crypto-random source.
   */
  random?: (length: number) => string;
  /** Source of `uuid`; defaults to `crypto.randomUUID()`. */
  uuid?: () => string;
}

/** `length` uniformly random characters from A-Z0-9 (rejection sampling, no modulo bias). */
export function randomString(length: number): string {
  const limit = 256 - (256 % RANDOM_ALPHABET.length);
  let out = "";
  while (out.length < length) {
    const bytes = new Uint8Array(length * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && out.length < length)
        out += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length];
    }
  }
  return out;
}

function collectRandom(source: (length: number) => string, length: number): string {
  let out = "";
  for (let attempt = 0; out.length < length; attempt++) {
    if (attempt >= 100) throw new Error("The random source returned no usable characters");
    const usable = [...source(length - out.length).toUpperCase()]
      .filter((char) => RANDOM_ALPHABET.includes(char))
      .join("");
    out += usable.slice(0, length - out.length);
  }
  return out;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in an IANA time zone; throws "Invalid timezone". */
export function zonedDateParts(
  at: Date,
  timeZone: string,
): { year: number; month: number; day: number } {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "numeric",
        day: "numeric",
        calendar: "gregory",
        numberingSystem: "latn",
      });
    } catch {
      throw new RangeError(messages.invalidTimeZone);
    }
    dateFormatters.set(timeZone, formatter);
  }
  if (Number.isNaN(at.getTime())) throw new RangeError("Invalid date");
  const parts = formatter.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

function requireValue(value: number | string | null | undefined, symbol: ReferenceSymbol): string {
  if (value === null || value === undefined || value === "") {
    throw new Error(messages.referenceValueMissing(symbol));
  }
  return String(value);
}

/** Renders already parsed tokens (parse once, render many). */
export function renderReferenceTokens(
  tokens: readonly ReferenceToken[],
  values: ReferenceValues,
): string {
  let date: { year: number; month: number; day: number } | undefined;
  const dateOf = () => {
    date ??= zonedDateParts(values.now, values.timeZone);
    return date;
  };
  const two = (n: number) => String(n).padStart(2, "0");

  return tokens
    .map((token) => {
      if (token.type === "literal") return token.text;
      let value: string;
      switch (token.symbol) {
        case "id":
        case "insuredId":
        case "brokerageId":
          value = requireValue(values[token.symbol], token.symbol);
          break;
        case "uuid":
          value = (values.uuid ?? (() => globalThis.crypto.randomUUID()))();
          break;
        case "randstr":
          value = collectRandom(
            values.random ?? randomString,
            token.length ?? RANDSTR_DEFAULT_LENGTH,
          );
          break;
        case "yyyy":
          value = String(dateOf().year).padStart(4, "0");
          break;
        case "yy":
          value = two(dateOf().year % 100);
          break;
        case "mm":
          value = two(dateOf().month);
          break;
        case "m":
          value = String(dateOf().month);
          break;
        case "dd":
          value = two(dateOf().day);
          break;
        case "d":
          value = String(dateOf().day);
          break;
      }
      if (token.pad) {
        const missing = token.pad.width - [...value].length;
        if (missing > 0) value = token.pad.char.repeat(missing) + value;
      }
      return value;
    })
    .join("");
}

/**
 * A reference from a format. Throws `ReferenceFormatError` (with every problem) for an invalid
 * format, `RangeError("Invalid timezone")` for an unknown time zone, and an Error when the
 * format uses `insuredId`, `brokerageId` or `id` and no value is given.
 */
export function renderReference(format: string, values: ReferenceValues): string {
  const parsed = parseReferenceFormat(format);
  if (!parsed.ok) throw new ReferenceFormatError(parsed.errors);
  return renderReferenceTokens(parsed.tokens, values);
}
