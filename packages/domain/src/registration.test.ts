import { describe, expect, it } from "vitest";
import { RegistrationType } from "./enums.ts";
import {
  formatAbn,
  gs1CheckDigit,
  isValidAbn,
  isValidNzbn,
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
  registrationNumberMessage,
  ZAbn,
  ZNzbn,
  ZRegistration,
} from "./registration.ts";

/** ABNs published by their holders (ATO, BHP, Telstra, Westpac, CBA, ...). */
const realAbns = [
  "51 824 753 556", // Australian Taxation Office
  "53 004 085 616",
  "49 004 028 077",
  "33 051 775 556",
  "33 007 457 141",
  "48 123 123 124",
  "12 004 044 937",
];

/** NZBNs printed by their holders on public pages, each checked by hand against GS1. */
const realNzbns = [
  "9429051480974",
  "9429041981658",
  "9429049898163",
  "9429053872258",
  "9429034042984",
  "9429041896853",
  "9429048922678",
  "9429033934204",
  "9429000106078",
];

describe("normaliseRegistrationNumber", () => {
  it.each([
    ["51 824 753 556", "51824753556"],
    [" 51824753556 ", "51824753556"],
    ["51\u00a0824\t753\n556", "51824753556"],
    ["51-824-753-556", "51-824-753-556"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseRegistrationNumber(input)).toBe(expected);
  });
});

describe("isValidAbn", () => {
  it.each(realAbns)("accepts the real ABN %s", (abn) => {
    expect(isValidAbn(abn)).toBe(true);
    expect(isValidAbn(abn.replaceAll(" ", ""))).toBe(true);
  });

  it("accepts an ABN with irregular spacing", () => {
    expect(isValidAbn("  518 2475 3556 ")).toBe(true);
  });

  it.each([
    ["wrong check (last digit changed)", "51 824 753 557"],
    ["wrong check (first digit changed)", "52 824 753 556"],
    ["two digits swapped", "15 824 753 556"],
    ["too short", "5182475355"],
    ["too long", "518247535560"],
    ["letters", "51 824 753 55A"],
    ["all letters", "ABCDEFGHIJK"],
    ["hyphens are not spaces", "51-824-753-556"],
    ["dots", "51.824.753.556"],
    ["empty", ""],
    ["spaces only", "           "],
    ["all zeros", "00000000000"],
    ["leading zero (sum would still divide by 89)", "00000000089"],
    ["full-width digits", "５１８２４７５３５５６"],
  ])("refuses %s: %j", (_, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it("accepts only the last-two-digit pairs whose weighted sum divides by 89", () => {
    const valid = Array.from(
      { length: 100 },
      (_, i) => `518247535${String(i).padStart(2, "0")}`,
    ).filter(isValidAbn);
    // 17 × a + 19 × b changes the sum; only 3 of the 100 pairs land on a multiple of 89.
    expect(valid).toEqual(["51824753524", "51824753556", "51824753588"]);
  });
});

describe("gs1CheckDigit", () => {
  it.each([
    ["942905148097", 4],
    ["942904198165", 8],
    ["400638133393", 1], // a GTIN-13 from the GS1 documentation
    ["000000000000", 0],
  ])("check digit of %s is %i", (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
  });
});

describe("isValidNzbn", () => {
  it.each(realNzbns)("accepts the real NZBN %s", (nzbn) => {
    expect(isValidNzbn(nzbn)).toBe(true);
  });

  it("accepts spaces", () => {
    expect(isValidNzbn("94290 5148 0974")).toBe(true);
    expect(isValidNzbn(" 9429051480974\n")).toBe(true);
  });

  it.each([
    // Quoted in the brief as an example, but its GS1 check digit is 1, not 7.
    ["wrong check digit (9429041561467)", "9429041561467"],
    ["wrong check digit", "9429051480975"],
    ["valid GTIN-13 outside the 94 prefix", "4006381333931"],
    ["too short", "942905148097"],
    ["too long", "94290514809740"],
    ["letters", "942905148097A"],
    ["hyphens", "9429-0514-80974"],
    ["empty", ""],
  ])("refuses %s: %j", (_, nzbn) => {
    expect(isValidNzbn(nzbn)).toBe(false);
  });

  it("a single changed digit is always caught", () => {
    const nzbn = "9429051480974";
    for (let i = 2; i < nzbn.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === nzbn[i]) continue;
        const changed = nzbn.slice(0, i) + d + nzbn.slice(i + 1);
        expect(isValidNzbn(changed), changed).toBe(false);
      }
    }
  });
});

describe("isValidRegistrationNumber and its message", () => {
  it("checks by type", () => {
    expect(isValidRegistrationNumber(RegistrationType.ABN, "51 824 753 556")).toBe(true);
    expect(isValidRegistrationNumber(RegistrationType.ABN, "9429051480974")).toBe(false);
    expect(isValidRegistrationNumber(RegistrationType.NZBN, "9429051480974")).toBe(true);
    expect(isValidRegistrationNumber(RegistrationType.NZBN, "51 824 753 556")).toBe(false);
  });

  it("uses the spec's wording", () => {
    expect(registrationNumberMessage(RegistrationType.ABN)).toBe("Enter a valid ABN (11 digits)");
    expect(registrationNumberMessage(RegistrationType.NZBN)).toBe("Enter a valid NZBN (13 digits)");
  });
});

describe("formatAbn", () => {
  it("groups a valid ABN 2-3-3-3", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
    expect(formatAbn(" 5182 4753556")).toBe("51 824 753 556");
  });
  it("leaves anything else unchanged", () => {
    expect(formatAbn("51824753557")).toBe("51824753557");
    expect(formatAbn("abc")).toBe("abc");
  });
});

describe("zod schemas", () => {
  it("ZAbn normalises to digits", () => {
    expect(ZAbn.parse("51 824 753 556")).toBe("51824753556");
  });
  it("ZAbn reports the spec's message", () => {
    const result = ZAbn.safeParse("51 824 753 557");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter a valid ABN (11 digits)"]);
  });
  it("ZAbn refuses a non-string as required", () => {
    expect(ZAbn.safeParse(51824753556).error?.issues[0]?.message).toBe("This field is required");
  });
  it("ZNzbn normalises and reports", () => {
    expect(ZNzbn.parse("9429 0514 80974")).toBe("9429051480974");
    expect(ZNzbn.safeParse("9429041561467").error?.issues[0]?.message).toBe(
      "Enter a valid NZBN (13 digits)",
    );
  });
  it("ZRegistration checks the number against its type and reports on the number field", () => {
    expect(
      ZRegistration.parse({ registrationType: 1, registrationNumber: "53 004 085 616" }),
    ).toEqual({ registrationType: 1, registrationNumber: "53004085616" });
    expect(
      ZRegistration.parse({ registrationType: 2, registrationNumber: "9429041981658" }),
    ).toEqual({ registrationType: 2, registrationNumber: "9429041981658" });

    const wrongType = ZRegistration.safeParse({
      registrationType: 2,
      registrationNumber: "53 004 085 616",
    });
    expect(wrongType.error?.issues).toEqual([
      expect.objectContaining({
        path: ["registrationNumber"],
        message: "Enter a valid NZBN (13 digits)",
      }),
    ]);
  });
  it("ZRegistration refuses an unknown type", () => {
    expect(
      ZRegistration.safeParse({ registrationType: 3, registrationNumber: "53004085616" }).success,
    ).toBe(false);
  });
});
