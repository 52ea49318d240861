import { describe, expect, it } from "vitest";
import { compileFormulaSet } from "./compile.ts";
import { errorOf, program } from "./test-helpers.ts";

const DANGEROUS = [
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "globalThis",
  "process",
  "eval",
  "Function",
];

describe("names cannot reach prototypes or globals", () => {
  it.each(DANGEROUS)("%s is an unknown name with a schema", (name) => {
    expect(
      errorOf(name, "number", { answerSchema: [{ name: "a", type: "number" }] })[0]?.message,
    ).toBe(`Unknown name '${name}'`);
    expect(
      errorOf(`a.${name}`, "number", {
        answerSchema: [{ name: "a", type: "object", fields: [] }],
      })[0]?.message,
    ).toBe(`Unknown field '${name}' in 'a'`);
  });
  it.each(DANGEROUS)("%s() is an unknown function", (name) => {
    expect(errorOf(`${name}(1)`)[0]?.message).toBe(`Unknown function '${name}'`);
  });
  it.each(DANGEROUS)("%s as an untyped answer reads own properties only", (name) => {
    const p = program({ formulas: [{ name: "x", formula: `${name} & ""`, dataType: "text" }] });
    const r = p.evaluate({ answers: {} });
    expect(r.values.x).toBeNull();
    expect(r.errors[0]?.code).toBe("missing_answer");
    const nested = program({
      formulas: [{ name: "x", formula: `a.${name}.${name} & ""`, dataType: "text" }],
    });
    expect(nested.evaluate({ answers: { a: {} } }).errors[0]?.code).toBe("missing_answer");
    expect(nested.evaluate({ answers: { a: "text" } }).errors[0]?.code).toBe("missing_answer");
  });
  it("prototype names are not datasets or columns", () => {
    const datasets = [
      { name: "d", columns: [{ name: "k", type: "text" as const }], keyColumns: ["k"] },
    ];
    expect(errorOf('lookup("constructor", "k", "a")', "text", { datasets })[0]?.message).toBe(
      "Unknown dataset 'constructor'",
    );
    expect(errorOf('lookup("d", "__proto__", "a")', "text", { datasets })[0]?.message).toBe(
      "Unknown column '__proto__' in dataset 'd'",
    );
  });
  it("formula names like constructor are plain own values", () => {
    const p = program({
      formulas: [
        { name: "constructor", formula: "1", dataType: "number" },
        { name: "toString", formula: "constructor + 1", dataType: "number" },
      ],
    });
    const r = p.evaluate({ answers: {} });
    expect(r.values.constructor).toBe("1");
    expect(r.values.toString).toBe("2");
    expect(Object.hasOwn(r.values, "constructor")).toBe(true);
  });
  it("a __proto__ answer is data, never a prototype", () => {
    const answers = JSON.parse('{"__proto__": {"x": 5}}');
    const p = program({ formulas: [{ name: "y", formula: "__proto__.x", dataType: "number" }] });
    expect(p.evaluate({ answers }).values.y).toBe("5");
    expect(p.evaluate({ answers: {} }).errors[0]?.code).toBe("missing_answer");
  });
  it("never evaluates code", () => {
    const r = compileFormulaSet({
      formulas: [{ name: "x", formula: "process.exit(1)", dataType: "number" }],
    });
    expect(r.ok).toBe(false);
  });
});
