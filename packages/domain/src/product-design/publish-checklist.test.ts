import { describe, expect, it } from "vitest";
import { professionalIndemnityDemo } from "./demo.ts";
import {
  publishChecklistMessages as m,
  type PublishFacts,
  publishBlocker,
  publishChecklist,
} from "./publish-checklist.ts";

const ready: PublishFacts = {
  kind: 1,
  form: professionalIndemnityDemo.design.form,
  propertyFormulas: professionalIndemnityDemo.design.propertyFormulas,
  premium: professionalIndemnityDemo.design.premium,
  revision: 7,
  latestRun: { passed: true, designRevision: 7 },
  packages: [{ id: 3, name: "Professional Indemnity" }],
};
const emptyForm = { sections: [{ id: "general", title: "General", questions: [] }] };

const byId = (facts: PublishFacts) =>
  Object.fromEntries(publishChecklist(facts).items.map((item) => [item.id, item]));

describe("the publish checklist", () => {
  it("ticks every item of a tested product offered through a package", () => {
    const list = publishChecklist(ready);
    expect(list.ready).toBe(true);
    expect(list.items.map((i) => [i.id, i.done, i.fix])).toEqual([
      ["question", true, "form"],
      ["premiumFormula", true, "settings"],
      ["testRun", true, "tests"],
      ["package", true, "packages"],
    ]);
    expect(byId(ready).premiumFormula?.message).toBe(m.premiumDone("Base premium"));
    expect(byId(ready).package?.message).toBe("Brokers see it through Professional Indemnity");
    expect(publishBlocker(list)).toBeNull();
  });

  it("blocks a product with no question, no premium formula and no test run, in that order", () => {
    const facts: PublishFacts = {
      ...ready,
      form: emptyForm as PublishFacts["form"],
      propertyFormulas: [],
      premium: { premiumFormula: null },
      latestRun: null,
    };
    const list = publishChecklist(facts);
    expect(list.ready).toBe(false);
    expect(list.items.filter((i) => !i.done).map((i) => i.message)).toEqual([
      m.questionMissing,
      m.premiumMissing,
      m.testRunMissing,
    ]);
    expect(publishBlocker(list)?.message).toBe(m.questionMissing);
  });

  it("needs the last test run to have passed on the design as it is now", () => {
    expect(
      byId({ ...ready, latestRun: { passed: false, designRevision: 7 } }).testRun,
    ).toMatchObject({ done: false, blocking: true, message: m.testRunFailed });
    expect(
      byId({ ...ready, latestRun: { passed: true, designRevision: 6 } }).testRun,
    ).toMatchObject({ done: false, message: m.testRunStale });
  });

  it("names a premium formula that is no longer a property formula as missing", () => {
    expect(byId({ ...ready, propertyFormulas: [] }).premiumFormula).toMatchObject({
      done: false,
      message: m.premiumMissing,
    });
  });

  it("lets an add-on without a premium formula through, saying it adds no premium", () => {
    const addOn = publishChecklist({ ...ready, kind: 2, premium: { premiumFormula: null } });
    expect(addOn.ready).toBe(true);
    expect(addOn.items[1]).toMatchObject({ done: false, blocking: false, message: m.premiumAddOn });
  });

  it("warns, without blocking, that brokers see no product without a published package", () => {
    const list = publishChecklist({ ...ready, packages: [] });
    expect(list.ready).toBe(true);
    expect(list.items[3]).toMatchObject({
      done: false,
      blocking: false,
      message:
        "No published package offers this product: brokers see a product only through a published package",
    });
  });
});
