import { describe, expect, it } from "vitest";
import {
  cleanPhoneNumber,
  createPhoneSchema,
  formatPhoneForDisplay,
  isValidPhone,
  type PhoneErrorCode,
  parsePhone,
  phoneErrorMessage,
  toE164,
  ZMobileNumber,
  ZPhoneNumber,
} from "./phone.ts";

describe("cleanPhoneNumber keeps digits and plus", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 (0)412-345.678", "+610412345678"],
    ["(02) 9876 5432", "0298765432"],
    ["abc", ""],
    ["+64 21/123 4567", "+64211234567"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(cleanPhoneNumber(input)).toBe(expected);
  });
});

describe("parsePhone: valid AU and NZ numbers", () => {
  it.each([
    // input, default country, E.164, country, type
    ["0412 345 678", "AU", "+61412345678", "AU", "MOBILE"],
    ["04 1234 5678", "AU", "+61412345678", "AU", "MOBILE"],
    ["+61 412 345 678", "AU", "+61412345678", "AU", "MOBILE"],
    ["+61 (0)412 345 678", "AU", "+61412345678", "AU", "MOBILE"],
    ["0011 61 412 345 678", "AU", "+61412345678", "AU", "MOBILE"], // AU international prefix
    ["+61 491 570 156", "NZ", "+61491570156", "AU", "MOBILE"], // a + number ignores the default
    ["(02) 9876 5432", "AU", "+61298765432", "AU", "FIXED_LINE"],
    ["03 9123 4567", "AU", "+61391234567", "AU", "FIXED_LINE"],
    ["(08) 9123 4567", "AU", "+61891234567", "AU", "FIXED_LINE"],
    ["1800 123 456", "AU", "+611800123456", "AU", "TOLL_FREE"],
    ["1300 123 456", "AU", "+611300123456", "AU", "SHARED_COST"],
    ["13 12 12", "AU", "+61131212", "AU", "SHARED_COST"],
    ["021 234 5678", "NZ", "+64212345678", "NZ", "MOBILE"],
    ["027 123 4567", "NZ", "+64271234567", "NZ", "MOBILE"],
    ["09 379 1234", "NZ", "+6493791234", "NZ", "FIXED_LINE"],
    ["+64 9 379 1234", "AU", "+6493791234", "NZ", "FIXED_LINE"],
    ["0800 123 456", "NZ", "+64800123456", "NZ", "TOLL_FREE"],
  ] as const)("%j (default %s) → %s", (input, defaultCountry, e164, country, type) => {
    const result = parsePhone(input, { defaultCountry });
    expect(result).toEqual(expect.objectContaining({ ok: true, e164, country, type }));
    expect(toE164(input, { defaultCountry })).toBe(e164);
    expect(isValidPhone(input, { defaultCountry })).toBe(true);
  });

  it("defaults to Australia", () => {
    expect(parsePhone("0412345678")).toEqual({
      ok: true,
      e164: "+61412345678",
      country: "AU",
      nationalNumber: "412345678",
      type: "MOBILE",
      isMobile: true,
    });
  });

  it("marks mobiles", () => {
    expect(parsePhone("0412345678")).toMatchObject({ isMobile: true });
    expect(parsePhone("0298765432")).toMatchObject({ isMobile: false });
  });
});

describe("parsePhone: errors", () => {
  it.each([
    // national number 2 to 17 digits (SPEC §5)
    ["1", "AU", "TOO_SHORT"],
    ["+61 1", "AU", "TOO_SHORT"],
    ["+6412", "AU", "TOO_SHORT"],
    ["0412", "AU", "TOO_SHORT"], // possible lengths of the AU plan
    ["041234567890123456789", "AU", "TOO_LONG"],
    ["+61 4123 4567 8901 2345 678", "AU", "TOO_LONG"],
    ["04123456789", "AU", "INVALID_NUMBER"], // 10 national digits are possible in AU (1800 …)
    ["0011 61 412 345 678", "NZ", "TOO_LONG"], // 0011 is not NZ's international prefix
    // unknown or unserved countries
    ["+999 1234567", "AU", "INVALID_COUNTRY"],
    ["0412345678", "XX", "INVALID_COUNTRY"],
    ["+44 20 7946 0958", "AU", "INVALID_COUNTRY"], // valid in the UK, not served
    ["+1 212 555 0123", "AU", "INVALID_COUNTRY"],
    // possible length, no such number
    ["+61 41234567", "AU", "INVALID_NUMBER"],
    ["09 379 1234", "AU", "INVALID_NUMBER"], // an Auckland number read as Australian
    ["0800 123 456", "AU", "INVALID_NUMBER"],
    // not a number at all
    ["", "AU", "NOT_A_NUMBER"],
    ["   ", "AU", "NOT_A_NUMBER"],
    ["+", "AU", "NOT_A_NUMBER"],
    ["abc", "AU", "NOT_A_NUMBER"],
    ["0412abc345678", "AU", "NOT_A_NUMBER"], // letters are never silently dropped
    ["0412 345 678 ext. 12", "AU", "NOT_A_NUMBER"],
  ] as const)("%j (default %s) → %s", (input, defaultCountry, error) => {
    expect(parsePhone(input, { defaultCountry: defaultCountry as "AU" })).toEqual({
      ok: false,
      error,
    });
    expect(toE164(input, { defaultCountry: defaultCountry as "AU" })).toBeNull();
  });

  it("accepts other countries when allowed", () => {
    expect(parsePhone("+44 20 7946 0958", { allowedCountries: ["AU", "NZ", "GB"] })).toMatchObject({
      ok: true,
      e164: "+442079460958",
      country: "GB",
    });
  });

  it.each([
    ["TOO_SHORT", "The phone number is too short"],
    ["TOO_LONG", "The phone number is too long"],
    ["INVALID_COUNTRY", "Enter an Australian or New Zealand phone number"],
    ["NOT_A_NUMBER", "Enter a valid phone number"],
    ["INVALID_LENGTH", "Enter a valid phone number"],
    ["INVALID_NUMBER", "Enter a valid phone number"],
  ] as const)("message for %s", (code: PhoneErrorCode, message) => {
    expect(phoneErrorMessage(code)).toBe(message);
  });
});

describe("formatPhoneForDisplay", () => {
  it.each([
    ["+61412345678", "AU", "0412 345 678"],
    ["+61298765432", "AU", "(02) 9876 5432"],
    ["+64211234567", "AU", "+64 21 123 4567"],
    ["+64211234567", "NZ", "021 123 4567"],
    ["+61412345678", "NZ", "+61 412 345 678"],
    ["not a phone", "AU", "not a phone"],
    ["+6141234567", "AU", "+6141234567"],
  ] as const)("%s for %s → %j", (input, home, expected) => {
    expect(formatPhoneForDisplay(input, home)).toBe(expected);
  });
});

describe("zod schemas", () => {
  it("ZPhoneNumber returns E.164", () => {
    expect(ZPhoneNumber.parse(" 0412 345 678 ")).toBe("+61412345678");
    expect(ZPhoneNumber.parse("+64 9 379 1234")).toBe("+6493791234");
  });
  it.each([
    ["", "This field is required"],
    [undefined, "This field is required"],
    ["12", "The phone number is too short"],
    ["+44 20 7946 0958", "Enter an Australian or New Zealand phone number"],
    ["hello", "Enter a valid phone number"],
  ])("ZPhoneNumber refuses %j with %j", (input, message) => {
    expect(ZPhoneNumber.safeParse(input).error?.issues.map((i) => i.message)).toEqual([message]);
  });
  it("ZMobileNumber refuses a landline", () => {
    expect(ZMobileNumber.parse("0412 345 678")).toBe("+61412345678");
    expect(ZMobileNumber.safeParse("(02) 9876 5432").error?.issues[0]?.message).toBe(
      "Enter a valid mobile number",
    );
  });
  it("createPhoneSchema takes a default country", () => {
    expect(createPhoneSchema({ defaultCountry: "NZ" }).parse("021 234 5678")).toBe("+64212345678");
  });
});
