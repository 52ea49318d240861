/**
 * Australian and New Zealand phone numbers (SPEC §5) through libphonenumber-js with its full
 * metadata, so a number is checked against the real numbering plan (and its type, e.g. mobile
 * for SMS, is known). Numbers are stored in E.164 (`+61412345678`).
 */
import {
  type CountryCode,
  type NumberType,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from "libphonenumber-js/max";
import { z } from "zod";
import { messages } from "./messages.ts";

export const phoneCountries = ["AU", "NZ"] as const;
export type PhoneCountry = (typeof phoneCountries)[number];

/**
 * Why a number was refused. INVALID_COUNTRY, NOT_A_NUMBER, TOO_SHORT, TOO_LONG and
 * INVALID_LENGTH are libphonenumber's codes; INVALID_NUMBER means the length is possible but
 * no such number exists in the country's plan. INVALID_COUNTRY is also given for a valid
 * number of a country the platform does not serve.
 */
export type PhoneErrorCode =
  | "INVALID_COUNTRY"
  | "NOT_A_NUMBER"
  | "TOO_SHORT"
  | "TOO_LONG"
  | "INVALID_LENGTH"
  | "INVALID_NUMBER";

export type PhoneParseResult =
  | {
      ok: true;
      /** `+61412345678` */
      e164: string;
      country: CountryCode;
      /** Without the country code or trunk prefix: `412345678`. */
      nationalNumber: string;
      /** e.g. MOBILE, FIXED_LINE, TOLL_FREE; undefined when the plan does not say. */
      type: NumberType;
      /** A number that can receive SMS (mobile, or fixed-line-or-mobile). */
      isMobile: boolean;
    }
  | { ok: false; error: PhoneErrorCode };

export interface PhoneOptions {
  /** Country of a number written without `+` (national form). Default AU. */
  defaultCountry?: PhoneCountry;
  /** Countries whose numbers are accepted. Default AU and NZ. */
  allowedCountries?: readonly string[];
}

/** Keeps digits and `+` only (SPEC §5): `+61 (0)412-345 678` → `+610412345678`. */
export function cleanPhoneNumber(input: string): string {
  return input.replace(/[^0-9+]/g, "");
}

/** What a person may type around the digits; anything else (letters, `ext.`) is refused. */
const typedPhone = /^[0-9+\s().\-/]*$/;

export function parsePhone(input: string, options: PhoneOptions = {}): PhoneParseResult {
  const defaultCountry = (options.defaultCountry ?? "AU") as CountryCode;
  const allowed = options.allowedCountries ?? phoneCountries;
  if (!typedPhone.test(input)) return { ok: false, error: "NOT_A_NUMBER" };
  const cleaned = cleanPhoneNumber(input);
  if (cleaned === "") return { ok: false, error: "NOT_A_NUMBER" };

  let parsed: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    parsed = parsePhoneNumberWithError(cleaned, { defaultCountry });
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, error: error.message as PhoneErrorCode };
    throw error;
  }
  const lengthProblem = validatePhoneNumberLength(cleaned, { defaultCountry });
  if (lengthProblem) return { ok: false, error: lengthProblem };
  if (!parsed.isValid() || !parsed.country) return { ok: false, error: "INVALID_NUMBER" };
  if (!allowed.includes(parsed.country)) return { ok: false, error: "INVALID_COUNTRY" };
  const type = parsed.getType();
  return {
    ok: true,
    e164: parsed.number,
    country: parsed.country,
    nationalNumber: parsed.nationalNumber,
    type,
    isMobile: type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE",
  };
}

export function isValidPhone(input: string, options: PhoneOptions = {}): boolean {
  return parsePhone(input, options).ok;
}

/** E.164 form of a valid number, else null. */
export function toE164(input: string, options: PhoneOptions = {}): string | null {
  const result = parsePhone(input, options);
  return result.ok ? result.e164 : null;
}

/**
 * A stored number for display: national form when it belongs to `homeCountry`
 * (`0412 345 678`), international otherwise (`+64 21 123 4567`); input unchanged if invalid.
 */
export function formatPhoneForDisplay(input: string, homeCountry: PhoneCountry = "AU"): string {
  try {
    const parsed = parsePhoneNumberWithError(cleanPhoneNumber(input), {
      defaultCountry: homeCountry,
    });
    if (!parsed.isValid()) return input;
    return parsed.country === homeCountry ? parsed.formatNational() : parsed.formatInternational();
  } catch {
    return input;
  }
}

export function phoneErrorMessage(code: PhoneErrorCode): string {
  switch (code) {
    case "TOO_SHORT":
      return messages.phoneTooShort;
    case "TOO_LONG":
      return messages.phoneTooLong;
    case "INVALID_COUNTRY":
      return messages.phoneInvalidCountry;
    default:
      return messages.invalidPhone;
  }
}

export interface PhoneSchemaOptions extends PhoneOptions {
  /** Only numbers that can receive SMS. */
  mobileOnly?: boolean;
}

/** A phone number from a form or request, validated and returned in E.164. */
export function createPhoneSchema(options: PhoneSchemaOptions = {}) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .transform((input, ctx) => {
      const result = parsePhone(input, options);
      if (!result.ok) {
        ctx.addIssue({ code: "custom", message: phoneErrorMessage(result.error) });
        return z.NEVER;
      }
      if (options.mobileOnly && !result.isMobile) {
        ctx.addIssue({ code: "custom", message: messages.invalidMobile });
        return z.NEVER;
      }
      return result.e164;
    });
}

/** An AU or NZ phone number (national form taken as AU), returned in E.164. */
export const ZPhoneNumber = createPhoneSchema();
/** An AU or NZ mobile number for SMS, returned in E.164. */
export const ZMobileNumber = createPhoneSchema({ mobileOnly: true });
