import { describe, expect, it } from "vitest";
import { IDENTIFIER_FORMAT, identifierProblem, ZIdentifier } from "./identifier.ts";
import { ZDataset } from "./product-design/schemas.ts";
import { ZQuestion } from "./proposal-form/model.ts";

describe("identifiers (design properties, questions, datasets)", () => {
  it.each(["limit", "_base", "rate_2026", "A"])("accepts %j", (name) => {
    expect(identifierProblem(name)).toBeNull();
  });

  it("refuses a period with SPEC §5's message before the format's", () => {
    expect(identifierProblem("rates.band")).toBe("Period characters are not allowed");
    expect(identifierProblem(".")).toBe("Period characters are not allowed");
  });

  it.each(["2fast", "with space", "dash-ed", ""])("refuses %j with the format message", (name) => {
    expect(identifierProblem(name)).toBe(IDENTIFIER_FORMAT);
  });

  it("reports the period on the field in every schema that takes a name", () => {
    const key = ZIdentifier.safeParse("a.b");
    expect(key.error?.issues[0]?.message).toBe("Period characters are not allowed");

    const question = ZQuestion.safeParse({ name: "insured.name", type: "text", label: "Name" });
    expect(question.error?.issues.find((i) => i.path[0] === "name")?.message).toBe(
      "Period characters are not allowed",
    );

    const dataset = ZDataset.safeParse({
      name: "rates",
      columns: [{ name: "band.from", type: "number" }],
      rows: [],
    });
    expect(dataset.error?.issues[0]).toMatchObject({
      path: ["columns", 0, "name"],
      message: "Period characters are not allowed",
    });
  });
});
