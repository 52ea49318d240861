import { describe, expect, it } from "vitest";
import {
  parseReferenceFormat,
  RANDOM_ALPHABET,
  ReferenceFormatError,
  type ReferenceValues,
  randomString,
  referenceFormatProblems,
  referenceSymbols,
  renderReference,
  renderReferenceTokens,
  ZReferenceFormat,
  zonedDateParts,
} from "./reference-format.ts";

/** 2026-03-05 14:00 in Sydney (UTC+11, daylight saving). */
const base: ReferenceValues = {
  id: 123,
  insuredId: 45,
  brokerageId: 6,
  now: new Date("2026-03-05T03:00:00Z"),
  timeZone: "Australia/Sydney",
  random: (length) => "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".repeat(2).slice(0, length),
  uuid: () => "0f8fad5b-d9cb-469f-a165-70867728950e",
};

describe("renderReference: every symbol", () => {
  it.each([
    ["{id}", "123"],
    ["{id}-{insuredId}", "123-45"],
    ["{id}-{brokerageId}", "123-6"],
    ["{uuid}", "0f8fad5b-d9cb-469f-a165-70867728950e"],
    ["{randstr}", "ABCDEFGHIJKLMNOP"],
    ["{randstr1}", "A"],
    ["{randstr8}", "ABCDEFGH"],
    ["{randstr64}", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ01"],
    ["{id}-{yyyy}", "123-2026"],
    ["{id}-{yy}", "123-26"],
    ["{id}-{mm}", "123-03"],
    ["{id}-{m}", "123-3"],
    ["{id}-{dd}", "123-05"],
    ["{id}-{d}", "123-5"],
    ["PI-{yyyy}{mm}-{0p6:id}", "PI-202603-000123"],
    ["{insuredId}/{brokerageId}/{id}", "45/6/123"],
    ["REF#{id}_{yy}.{m}.{d}", "REF#123_26.3.5"],
  ])("%s → %s", (format, expected) => {
    expect(renderReference(format, base)).toBe(expected);
  });

  it("covers every documented symbol", () => {
    expect([...referenceSymbols].sort()).toEqual(
      [
        "brokerageId",
        "d",
        "dd",
        "id",
        "insuredId",
        "m",
        "mm",
        "randstr",
        "uuid",
        "yy",
        "yyyy",
      ].sort(),
    );
  });

  it("accepts string ids", () => {
    expect(renderReference("{0p8:id}", { ...base, id: "abc" })).toBe("00000abc");
  });
});

describe("renderReference: padding", () => {
  it.each([
    ["{0p6:id}", "000123"],
    ["{0p3:id}", "123"], // exactly the width
    ["{0p2:id}", "123"], // longer values are never cut
    ["{0p1:id}", "123"],
    ["{Xp5:id}", "XX123"],
    ["{pp5:id}", "pp123"],
    ["{#p4:d}{id}", "###5123"],
    ["{0p4:m}{id}", "0003123"],
    ["{0p6:insuredId}{id}", "000045123"],
    ["{-p3:brokerageId}{id}", "--6123"],
    ["{0p20:randstr8}", "000000000000ABCDEFGH"],
    ["{0p64:id}", `${"0".repeat(61)}123`],
    ["{ép5:id}", "éé123"],
  ])("%s → %s", (format, expected) => {
    expect(renderReference(format, base)).toBe(expected);
  });
});

describe("renderReference: dates in the given time zone", () => {
  const at = (iso: string, timeZone: string) =>
    renderReference("{yyyy}-{mm}-{dd}|{yy}/{m}/{d}|{id}", {
      ...base,
      now: new Date(iso),
      timeZone,
    });

  it.each([
    // 23:30 UTC on 30 June is already 1 July (the new financial year) in Sydney.
    ["2026-06-30T23:30:00Z", "Australia/Sydney", "2026-07-01|26/7/1|123"],
    ["2026-06-30T23:30:00Z", "UTC", "2026-06-30|26/6/30|123"],
    ["2026-06-30T23:30:00Z", "Australia/Perth", "2026-07-01|26/7/1|123"],
    ["2026-06-30T15:59:00Z", "Australia/Perth", "2026-06-30|26/6/30|123"],
    ["2026-06-30T16:00:00Z", "Australia/Perth", "2026-07-01|26/7/1|123"],
    ["2026-06-30T11:59:00Z", "Pacific/Auckland", "2026-06-30|26/6/30|123"],
    ["2026-06-30T12:00:00Z", "Pacific/Auckland", "2026-07-01|26/7/1|123"],
    // New Year under daylight saving (Sydney UTC+11, Adelaide UTC+10:30, Lord Howe UTC+11).
    ["2026-12-31T13:00:00Z", "Australia/Sydney", "2027-01-01|27/1/1|123"],
    ["2026-12-31T12:59:00Z", "Australia/Sydney", "2026-12-31|26/12/31|123"],
    ["2026-12-31T13:29:00Z", "Australia/Adelaide", "2026-12-31|26/12/31|123"],
    ["2026-12-31T13:30:00Z", "Australia/Adelaide", "2027-01-01|27/1/1|123"],
    ["2026-12-31T13:00:00Z", "Australia/Lord_Howe", "2027-01-01|27/1/1|123"],
    // Brisbane has no daylight saving.
    ["2026-12-31T13:30:00Z", "Australia/Brisbane", "2026-12-31|26/12/31|123"],
    ["2026-12-31T14:00:00Z", "Australia/Brisbane", "2027-01-01|27/1/1|123"],
    // Two-digit years keep their zero.
    ["2005-02-03T00:00:00Z", "UTC", "2005-02-03|05/2/3|123"],
  ])("%s in %s → %s", (iso, timeZone, expected) => {
    expect(at(iso, timeZone)).toBe(expected);
  });

  it("throws Invalid timezone for an unknown zone", () => {
    expect(() => at("2026-06-30T23:30:00Z", "Mars/Olympus")).toThrow("Invalid timezone");
  });

  it("does not look at the time zone when the format has no date", () => {
    expect(renderReference("{id}", { ...base, timeZone: "Not/AZone" })).toBe("123");
  });

  it("zonedDateParts gives the calendar date", () => {
    expect(zonedDateParts(new Date("2026-06-30T23:30:00Z"), "Australia/Sydney")).toEqual({
      year: 2026,
      month: 7,
      day: 1,
    });
    expect(() => zonedDateParts(new Date("nope"), "UTC")).toThrow();
  });
});

describe("renderReference: random values", () => {
  it("collects randstr characters from a source that returns few or unusable characters", () => {
    const chunks = ["ab", "-!", "c9", "zzzzzz"];
    const random = () => chunks.shift() ?? "";
    expect(renderReference("{randstr6}", { ...base, random })).toBe("ABC9ZZ");
  });

  it("gives up on a source that never returns usable characters", () => {
    expect(() => renderReference("{randstr}", { ...base, random: () => "--" })).toThrow(
      "no usable characters",
    );
  });

  it("defaults to a uniform crypto source of A-Z0-9", () => {
    const { random: _r, uuid: _u, ...values } = base;
    const rendered = renderReference("{randstr}|{randstr32}|{uuid}", values);
    const [a, b, uuid] = rendered.split("|");
    expect(a).toMatch(/^[A-Z0-9]{16}$/);
    expect(b).toMatch(/^[A-Z0-9]{32}$/);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(renderReference("{randstr}", values)).not.toBe(a);
  });

  it("randomString uses every character of the alphabet and only those", () => {
    const sample = randomString(5000);
    expect(sample).toHaveLength(5000);
    expect(new Set(sample)).toEqual(new Set(RANDOM_ALPHABET));
  });
});

describe("renderReference: missing values", () => {
  it.each(["insuredId", "brokerageId"] as const)("throws when {%s} has no value", (symbol) => {
    expect(() => renderReference(`{id}-{${symbol}}`, { ...base, [symbol]: null })).toThrow(
      `The reference format uses {${symbol}} but no value was given for it`,
    );
    expect(() => renderReference(`{id}-{${symbol}}`, { ...base, [symbol]: undefined })).toThrow();
  });

  it("does not need insuredId or brokerageId when the format does not use them", () => {
    expect(renderReference("{id}", { id: 1, now: base.now, timeZone: "UTC" })).toBe("1");
  });

  it("accepts id 0", () => {
    expect(renderReference("{0p3:id}", { ...base, id: 0 })).toBe("000");
  });
});

describe("parseReferenceFormat", () => {
  it("returns literal and symbol tokens", () => {
    expect(parseReferenceFormat("PI-{yyyy}{mm}-{0p6:id}/{randstr4}")).toEqual({
      ok: true,
      tokens: [
        { type: "literal", text: "PI-" },
        { type: "symbol", symbol: "yyyy", source: "yyyy" },
        { type: "symbol", symbol: "mm", source: "mm" },
        { type: "literal", text: "-" },
        { type: "symbol", symbol: "id", pad: { char: "0", width: 6 }, source: "0p6:id" },
        { type: "literal", text: "/" },
        { type: "symbol", symbol: "randstr", length: 4, source: "randstr4" },
      ],
    });
    expect(parseReferenceFormat("{randstr}")).toEqual({
      ok: true,
      tokens: [{ type: "symbol", symbol: "randstr", length: 16, source: "randstr" }],
    });
  });

  it.each([
    ["{id}", true],
    ["{uuid}", true],
    ["{randstr}", true],
    ["{randstr1}", true],
    ["{0p6:id}", true],
    ["{yyyy}-{insuredId}-{brokerageId}", false],
    ["NO-SYMBOLS", false],
  ])("%s unique: %s", (format, unique) => {
    expect(parseReferenceFormat(format).ok).toBe(unique);
  });

  it.each([
    ["", ["Enter a reference format"]],
    ["PI {id}", ["Spaces and invisible characters are not allowed in the reference format"]],
    ["PI-{id}\t", ["Spaces and invisible characters are not allowed in the reference format"]],
    ["PI-\u200b{id}", ["Spaces and invisible characters are not allowed in the reference format"]],
    [
      "PI-{ id}",
      [
        "Spaces and invisible characters are not allowed in the reference format",
        'Unknown symbol "{ id}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    [
      "{foo}",
      [
        'Unknown symbol "{foo}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    [
      "{ID}",
      [
        'Unknown symbol "{ID}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    [
      "{YYYY}{id}",
      [
        'Unknown symbol "{YYYY}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    ["{}{id}", ['Empty symbol "{}"']],
    ["{0p6:}", ['Empty symbol "{}"']],
    ["PI-{id", ['Missing "}" after "{id"']],
    ["PI-{yyyy{id}", ['Missing "}" after "{yyyy"']],
    ["PI-}{id}", ['Unexpected "}" at position 4']],
    ["{id}}", ['Unexpected "}" at position 5']],
    ["{randstr0}", ['"{randstr0}": the random string length must be between 1 and 64']],
    ["{randstr65}", ['"{randstr65}": the random string length must be between 1 and 64']],
    ["{randstr08}", ['"{randstr08}": the random string length must be between 1 and 64']],
    [
      "{randstrX}",
      [
        'Unknown symbol "{randstrX}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    ["{0p0:id}", ['"{0p0:id}": the padding width must be between 1 and 64']],
    ["{0p65:id}", ['"{0p65:id}": the padding width must be between 1 and 64']],
    ["{0p06:id}", ['"{0p06:id}": the padding width must be between 1 and 64']],
    ["{0x6:id}", ['"{0x6:id}": write padding as <character>p<width>:<symbol>, e.g. {0p6:id}']],
    ["{00p6:id}", ['"{00p6:id}": write padding as <character>p<width>:<symbol>, e.g. {0p6:id}']],
    ["{0p:id}", ['"{0p:id}": write padding as <character>p<width>:<symbol>, e.g. {0p6:id}']],
    ["{:p6:id}", ['"{:p6:id}": write padding as <character>p<width>:<symbol>, e.g. {0p6:id}']],
    [
      "{0p6:foo}",
      [
        'Unknown symbol "{foo}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      ],
    ],
    [
      "{yyyy}-{insuredId}",
      ["The format must include {id}, {uuid} or {randstr} so that every reference is unique"],
    ],
    [`${"X".repeat(97)}{id}`, ["This field has a maximum length of 100"]],
  ])("%j is refused with %j", (format, errors) => {
    expect(parseReferenceFormat(format)).toEqual({ ok: false, errors });
    expect(referenceFormatProblems(format)).toEqual(errors);
  });

  it("reports every problem at once", () => {
    expect(referenceFormatProblems("A B-{foo}-{bar}-}")).toEqual([
      "Spaces and invisible characters are not allowed in the reference format",
      'Unknown symbol "{foo}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      'Unknown symbol "{bar}". Use id, insuredId, brokerageId, uuid, randstr, randstrN, yyyy, yy, mm, m, dd or d',
      'Unexpected "}" at position 17',
    ]);
  });

  it("accepts a format of exactly 100 characters", () => {
    expect(parseReferenceFormat(`${"X".repeat(96)}{id}`).ok).toBe(true);
  });

  it("accepts any visible literal character", () => {
    expect(renderReference("Ref/№-{id}:ü#", base)).toBe("Ref/№-123:ü#");
  });
});

describe("renderReference with an invalid format", () => {
  it("throws ReferenceFormatError carrying every problem", () => {
    try {
      renderReference("A {foo}", base);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReferenceFormatError);
      expect((error as ReferenceFormatError).errors).toHaveLength(2);
    }
  });

  it("renderReferenceTokens renders parsed tokens repeatedly", () => {
    const parsed = parseReferenceFormat("{0p4:id}");
    if (!parsed.ok) throw new Error("expected a valid format");
    expect(renderReferenceTokens(parsed.tokens, { ...base, id: 1 })).toBe("0001");
    expect(renderReferenceTokens(parsed.tokens, { ...base, id: 22 })).toBe("0022");
  });
});

describe("ZReferenceFormat", () => {
  it("trims outer whitespace and accepts a valid format", () => {
    expect(ZReferenceFormat.parse(" PI-{0p6:id} ")).toBe("PI-{0p6:id}");
  });
  it("reports every problem as an issue", () => {
    expect(ZReferenceFormat.safeParse("A B{foo}").error?.issues.map((i) => i.message)).toHaveLength(
      2,
    );
    expect(ZReferenceFormat.safeParse(undefined).error?.issues[0]?.message).toBe(
      "This field is required",
    );
  });
});
