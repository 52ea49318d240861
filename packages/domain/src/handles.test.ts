import { describe, expect, it } from "vitest";
import {
  createHandleSchema,
  defaultEnvironmentLabels,
  HANDLE_MAX_LENGTH,
  handleFromHost,
  handleProblem,
  isReservedHandle,
  isValidHandle,
  reservedHandles,
  suggestHandle,
  ZHandle,
} from "./handles.ts";

const briefReserved = [
  "www",
  "app",
  "api",
  "uat",
  "admin",
  "mail",
  "staging",
  "static",
  "assets",
  "socket",
  "system",
  "help",
  "support",
  "status",
  "docs",
];

describe("handleProblem", () => {
  it.each([
    "acme",
    "a",
    "7",
    "acme-brokers",
    "a-b-c",
    "abc--def", // double hyphen elsewhere than positions 3-4 is a plain DNS label
    "a--b", // positions 2-3
    "123insure",
    "x".repeat(HANDLE_MAX_LENGTH),
  ])("accepts %j", (handle) => {
    expect(handleProblem(handle)).toBeNull();
    expect(isValidHandle(handle)).toBe(true);
  });

  it.each([
    ["", "Enter a subdomain handle"],
    ["acme.brokers", "Period characters are not allowed"],
    ["x".repeat(HANDLE_MAX_LENGTH + 1), "The handle can have at most 63 characters"],
    ["Acme", "Use only lower-case letters, numbers and hyphens"],
    ["acme_brokers", "Use only lower-case letters, numbers and hyphens"],
    ["acme brokers", "Use only lower-case letters, numbers and hyphens"],
    [" acme", "Use only lower-case letters, numbers and hyphens"],
    ["acmé", "Use only lower-case letters, numbers and hyphens"],
    ["-acme", "The handle cannot start or end with a hyphen"],
    ["acme-", "The handle cannot start or end with a hyphen"],
    ["-", "The handle cannot start or end with a hyphen"],
    ["xn--acme", "The handle cannot have hyphens in both the third and fourth positions"],
    ["ab--cd", "The handle cannot have hyphens in both the third and fourth positions"],
    ["www", 'The handle "www" is reserved'],
    ["api", 'The handle "api" is reserved'],
  ])("refuses %j with %j", (handle, message) => {
    expect(handleProblem(handle)).toBe(message);
    expect(isValidHandle(handle)).toBe(false);
  });

  it.each(briefReserved)("reserves %j", (label) => {
    expect(reservedHandles).toContain(label);
    expect(isReservedHandle(label)).toBe(true);
    expect(handleProblem(label)).toBe(`The handle "${label}" is reserved`);
  });

  it("reserves configured environment labels too", () => {
    expect(handleProblem("preprod")).toBeNull();
    expect(handleProblem("preprod", { environmentLabels: ["preprod"] })).toBe(
      'The handle "preprod" is reserved',
    );
    expect(isReservedHandle("PREPROD", { environmentLabels: ["preprod"] })).toBe(true);
  });

  it("does not reserve labels that merely contain a reserved word", () => {
    expect(handleProblem("api-brokers")).toBeNull();
    expect(handleProblem("wwwx")).toBeNull();
    expect(handleProblem("supportive")).toBeNull();
  });
});

describe("ZHandle", () => {
  it("trims and lower-cases before checking", () => {
    expect(ZHandle.parse("  Acme-Brokers ")).toBe("acme-brokers");
  });
  it.each([
    [undefined, "Enter a subdomain handle"],
    [42, "Enter a subdomain handle"],
    ["   ", "Enter a subdomain handle"],
    ["WWW", 'The handle "www" is reserved'],
    ["acme!", "Use only lower-case letters, numbers and hyphens"],
    ["xn--abc", "The handle cannot have hyphens in both the third and fourth positions"],
  ])("refuses %j with one clear message", (input, message) => {
    const result = ZHandle.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
  it("reserves the default environment labels", () => {
    for (const label of defaultEnvironmentLabels)
      expect(ZHandle.safeParse(label).success).toBe(false);
  });
  it("createHandleSchema takes the deployment's environment labels", () => {
    const schema = createHandleSchema({ environmentLabels: ["preprod"] });
    expect(schema.safeParse("preprod").success).toBe(false);
    expect(schema.parse("acme")).toBe("acme");
  });
});

describe("handleFromHost", () => {
  const options = { baseHost: "placement.com.au", environmentLabels: ["uat", "www", "app"] };

  it.each([
    ["acme.placement.com.au", "acme"],
    ["ACME.Placement.com.au", "acme"],
    ["acme.placement.com.au:443", "acme"],
    ["acme.placement.com.au.", "acme"],
    ["acme-brokers.placement.com.au", "acme-brokers"],
    ["acme.uat.placement.com.au", "acme"],
    ["acme.uat.placement.com.au:5173", "acme"],
    // no handle
    ["placement.com.au", null],
    ["placement.com.au:8080", null],
    ["uat.placement.com.au", null],
    ["UAT.placement.com.au", null],
    ["www.placement.com.au", null],
    ["app.placement.com.au", null],
    ["www.uat.placement.com.au", null],
    ["api.placement.com.au", null], // reserved: never a company
    ["xn--acme.placement.com.au", null], // not a valid handle
    ["acme.example.com", null], // not under the base host
    ["acmeplacement.com.au", null], // suffix without a dot boundary
    ["com.au", null],
    ["", null],
    ["[::1]:3000", null],
  ])("%j → %j", (host, expected) => {
    expect(handleFromHost(host, options)).toBe(expected);
  });

  it("works with localhost development hosts and a port on the base host", () => {
    const dev = { baseHost: "localhost:5173" };
    expect(handleFromHost("acme.localhost:5173", dev)).toBe("acme");
    expect(handleFromHost("localhost:5173", dev)).toBeNull();
    expect(handleFromHost("127.0.0.1:5173", dev)).toBeNull();
  });

  it("uses the default environment labels when none are given", () => {
    const base = { baseHost: "placement.com.au" };
    expect(handleFromHost("uat.placement.com.au", base)).toBeNull();
    expect(handleFromHost("staging.placement.com.au", base)).toBeNull();
    expect(handleFromHost("acme.placement.com.au", base)).toBe("acme");
  });

  it("treats a configured environment label as no handle", () => {
    const options2 = { baseHost: "placement.com.au", environmentLabels: ["preprod"] };
    expect(handleFromHost("preprod.placement.com.au", options2)).toBeNull();
    expect(handleFromHost("acme.preprod.placement.com.au", options2)).toBe("acme");
  });
});

describe("suggestHandle", () => {
  it("turns a company name into a valid handle", () => {
    expect(suggestHandle("Banks & Hale Lawyers")).toBe("banks-and-hale-lawyers");
    expect(suggestHandle("  Kookaburra Engineering Pty. Ltd.  ")).toBe(
      "kookaburra-engineering-pty-ltd",
    );
    expect(suggestHandle("Crème Brûlée Café")).toBe("creme-brulee-cafe");
    expect(suggestHandle("O'Brien’s Brokers")).toBe("obriens-brokers");
    expect(suggestHandle("System")).toBe("system-co");
    expect(suggestHandle("!!!")).toBe("");
    const long = suggestHandle(`${"word ".repeat(20)}end`);
    expect(long.length).toBeLessThanOrEqual(63);
    expect(isValidHandle(long)).toBe(true);
    for (const name of ["Banks & Hale Lawyers", "System", "Crème Brûlée Café"])
      expect(isValidHandle(suggestHandle(name))).toBe(true);
  });
});
