import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  brokerMayUsePackage,
  defaultProductDetails,
  diffVersions,
  productMessages,
  versionActions,
  ZClauseDetails,
  ZPackagePermissionsRequest,
  ZProductDetails,
  ZProductPackageRequest,
  ZTermMonths,
} from "./product.ts";

const details = defaultProductDetails({
  name: "Cafe Liability",
  insuranceClassId: 2,
  productClassId: null,
  productType: "retail",
  kind: 1,
  targetCountry: "AU",
});

/** The first message per field, as the web forms show them. */
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
};

describe("product details", () => {
  it("accepts the defaults, with NZ defaults for NZ", () => {
    expect(ZProductDetails.safeParse(details).success).toBe(true);
    const nz = defaultProductDetails({ ...details, targetCountry: "NZ" });
    expect(nz).toMatchObject({ timeZone: "Pacific/Auckland", currency: "nzd" });
  });

  it.each([
    [{ default: 12, min: 1, max: 18 }, {}],
    [{ default: 1, min: 1, max: 1 }, {}],
    [{ default: 24, min: 1, max: 18 }, { default: productMessages.termDefaultBetween }],
    [{ default: 3, min: 6, max: 12 }, { default: productMessages.termDefaultBetween }],
    [{ default: 12, min: 18, max: 12 }, { min: productMessages.termMinAboveMax }],
    [{ default: 0, min: 1, max: 12 }, { default: messages.min(1) }],
    [{ default: 12, min: 1, max: 61 }, { max: messages.max(60) }],
  ])("term %j", (term, expected) => {
    expect(errorsOf(ZTermMonths.safeParse(term))).toEqual(expected);
  });

  it("reports duplicate codes case-insensitively on the second, and codes with spaces", () => {
    const result = ZProductDetails.safeParse({
      ...details,
      codes: [
        { code: "PL", description: null },
        { code: "pl", description: "again" },
        { code: "A B", description: null },
      ],
    });
    expect(errorsOf(result)).toEqual({
      "codes.1.code": messages.noDuplicates,
      "codes.2.code": "Spaces are not allowed",
    });
  });

  it("refuses unknown keys, time zones outside AU/NZ and discounts above 100 %", () => {
    const result = ZProductDetails.safeParse({
      ...details,
      extra: 1,
      timeZone: "Asia/Tokyo",
      underwriting: { maxInceptionBackdateDays: 0, maxBasePremiumDiscountPercent: 100.5 },
    });
    const errors = errorsOf(result);
    expect(errors.timeZone).toBe(messages.invalidTimeZone);
    expect(errors["underwriting.maxBasePremiumDiscountPercent"]).toBe(messages.max(100));
    expect(result.error?.issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true);
  });
});

describe("packages", () => {
  const base = {
    name: "Bundle",
    productType: "wholesale",
    referenceFormat: "PI-{yyyy}-{0p6:id}",
    targetCountry: "AU",
    visibility: "public",
    mainProductId: 1,
    addOnProductIds: [2, 3],
  };
  it("validates the reference format and duplicate add-ons", () => {
    expect(ZProductPackageRequest.safeParse(base).success).toBe(true);
    expect(
      errorsOf(ZProductPackageRequest.safeParse({ ...base, referenceFormat: "PI {id}" })),
    ).toEqual({
      referenceFormat: messages.referenceFormatSpaces,
    });
    expect(
      errorsOf(ZProductPackageRequest.safeParse({ ...base, addOnProductIds: [2, 2] })),
    ).toEqual({
      addOnProductIds: messages.noDuplicates,
    });
  });

  it.each([
    ["allowAllExcept", [], 7, true],
    ["allowAllExcept", [7], 7, false],
    ["allowAllExcept", [8], 7, true],
    ["denyAllExcept", [], 7, false],
    ["denyAllExcept", [7], 7, true],
    ["denyAllExcept", [8], 7, false],
  ] as const)("%s listing %j: broker %i may use it: %s", (mode, listed, broker, allowed) => {
    expect(brokerMayUsePackage(mode, listed, broker)).toBe(allowed);
  });

  it("permission requests name a mode", () => {
    expect(
      ZPackagePermissionsRequest.safeParse({ mode: "sometimes", brokerCompanyIds: [] }).success,
    ).toBe(false);
  });
});

describe("endorsements", () => {
  it("needs visible wording", () => {
    const clause = {
      name: "X",
      content: "<p>&nbsp; </p>",
      insuranceClassIds: [1],
      productClassIds: [],
      visibility: "private",
    };
    expect(errorsOf(ZClauseDetails.safeParse(clause))).toEqual({
      content: productMessages.clauseContentRequired,
    });
    expect(ZClauseDetails.safeParse({ ...clause, content: "<p>Words</p>" }).success).toBe(true);
  });
});

describe("version rules (SPEC §4)", () => {
  it.each([
    [
      { status: "draft", savedAt: null, lockedAt: null },
      false,
      { edit: true, publish: false, unpublish: false, delete: true },
    ],
    [
      { status: "draft", savedAt: 1, lockedAt: null },
      true,
      { edit: true, publish: true, unpublish: false, delete: false },
    ],
    [
      { status: "published", savedAt: 1, lockedAt: null },
      false,
      { edit: true, publish: false, unpublish: true, delete: false },
    ],
    [
      { status: "published", savedAt: 1, lockedAt: 2 },
      false,
      { edit: false, publish: false, unpublish: false, delete: false },
    ],
  ] as const)("%j (only version: %s)", (state, only, expected) => {
    expect(versionActions(state, only)).toEqual(expected);
  });

  it("diffs nested fields by path and arrays whole", () => {
    const after = {
      ...details,
      description: "New",
      termMonths: { ...details.termMonths, default: 6 },
      codes: [{ code: "PL", description: null }],
    };
    expect(diffVersions(details, after)).toEqual([
      { field: "description", before: null, after: "New" },
      { field: "termMonths.default", before: 12, after: 6 },
      { field: "codes", before: [], after: [{ code: "PL", description: null }] },
    ]);
    expect(diffVersions(details, structuredClone(details))).toEqual([]);
  });
});
