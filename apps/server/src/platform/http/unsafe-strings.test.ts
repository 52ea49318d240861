/**
 * Bad-string fuzz over every route: a NUL byte or a lone surrogate in any path
 * parameter, query parameter or body field, and a body of literal `null`, never answers 5xx.
 * Strings answer 422 with the field's message. The routes and their fields come from the app
 * itself (routeList and the OpenAPI document), so a new route is fuzzed without a new test.
 */
import { messages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import {
  bodyWith,
  fillPath,
  type JsonSchema,
  type WalkRoute,
  walkRoutes,
} from "../../test/route-walk.ts";
import { isUnsafeString, unsafeStringPaths } from "./unsafe-strings.ts";

let t: TestApp;
let admin: TestClient;
let opsId: number;

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  opsId = await market.companyId("ops");
  admin = await market.signIn("admin@demo.test");
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const POISON = ["\u0000", "\ud800", "\udfff", "\udbff\udbff"];

/** Ordinary text with one NUL or lone surrogate somewhere in it. */
function badStrings(seed: number, count: number): string[] {
  const next = random(seed);
  const plain = ["", "a", "Harbourside", "x@example.com", "😀", "12"];
  return Array.from({ length: count }, (_, index) => {
    const before = plain[Math.floor(next() * plain.length)]!;
    const after = plain[Math.floor(next() * plain.length)]!;
    return `${before}${POISON[index % POISON.length]}${after}`;
  });
}

/** Dotted paths of the string fields of a JSON schema (objects and the first item of arrays). */
function stringFields(schema: JsonSchema | undefined, path = "", depth = 0): string[] {
  if (!schema || depth > 4) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const fields = new Set<string>();
  if (types.includes("string") && path) fields.add(path);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const field of stringFields(child, path ? `${path}.${key}` : key, depth + 1)) {
      fields.add(field);
    }
  }
  if (schema.items) {
    for (const field of stringFields(schema.items, path ? `${path}.0` : "0", depth + 1)) {
      fields.add(field);
    }
  }
  for (const variant of variants) {
    for (const field of stringFields(variant, path, depth + 1)) fields.add(field);
  }
  return [...fields];
}

interface FuzzRoute extends WalkRoute {
  bodyFields: string[];
}

const fuzzRoutes = (): FuzzRoute[] =>
  walkRoutes(t.app).map((route) => ({ ...route, bodyFields: stringFields(route.bodySchema) }));

const fill = (url: string, values: Record<string, string> = {}) => fillPath(url, opsId, values);

function expectRejected(
  label: string,
  response: { status: number; body: { errors?: Record<string, string[]> } },
  field: string,
) {
  expect({ label, status: response.status }).toEqual({ label, status: 422 });
  expect({ label, errors: response.body.errors?.[field] }).toEqual({
    label,
    errors: [messages.invalidCharacters],
  });
}

describe("the unsafe-string guard", () => {
  it("finds NUL bytes and lone surrogates, and nothing else", () => {
    for (const bad of badStrings(1, 40)) expect(isUnsafeString(bad)).toBe(true);
    for (const good of ["", "plain", "😀 emoji pair", "\ud83d\ude00", "tab\tand\nnewline"]) {
      expect(isUnsafeString(good)).toBe(false);
    }
    expect(
      unsafeStringPaths({ a: "ok", b: ["x", "\u0000"], c: { d: "\ud800", "e\u0000": 1 } }, "body"),
    ).toEqual(["b.1", "c", "c.d"]);
    expect(unsafeStringPaths("\u0000", "body")).toEqual(["body"]);
  });
});

// Each test walks every route; on a loaded 2-core machine that can take a minute or two.
describe("every route, fuzzed with bad strings", { timeout: 240_000 }, () => {
  it("answers 422 with the field's message for a bad string in any body field", async () => {
    const routes = fuzzRoutes().filter((route) => route.bodyFields.length > 0);
    expect(routes.length).toBeGreaterThan(30);
    let seed = 1;
    for (const route of routes) {
      for (const field of route.bodyFields) {
        for (const bad of badStrings(seed++, 2)) {
          const label = `${route.method} ${route.url} body.${field} ${JSON.stringify(bad)}`;
          const response = await admin.request(route.method, fill(route.url), bodyWith(field, bad));
          expectRejected(label, response, field);
        }
      }
    }
  });

  it("answers 422 with the field's message for a bad string in any query parameter", async () => {
    const routes = fuzzRoutes().filter((route) => route.queryFields.length > 0);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      for (const field of route.queryFields) {
        const label = `${route.method} ${route.url}?${field}=%00`;
        const body = route.hasBody ? {} : undefined;
        const query = `${fill(route.url)}?${encodeURIComponent(field)}=`;
        expectRejected(label, await admin.request(route.method, `${query}a%00b`, body), field);
        // Broken UTF-8 is not refused (it decodes to U+FFFD), so a mutation would run: only reads.
        if (route.method !== "GET") continue;
        for (const broken of ["%ED%A0%80", "%F0%9F", "%ZZ"]) {
          const response = await admin.request(route.method, `${query}${broken}`, body);
          expect({ label: `${label} ${broken}`, status: response.status < 500 }).toEqual({
            label: `${label} ${broken}`,
            status: true,
          });
        }
      }
    }
  });

  it("answers 404 or 422 (never 5xx) for a NUL or broken UTF-8 in any path parameter", async () => {
    const routes = fuzzRoutes().filter((route) => route.pathParams.length > 0);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const param of route.pathParams) {
        for (const encoded of ["%00", "a%00", "%ED%A0%80", "%F0%9F"]) {
          const label = `${route.method} ${fill(route.url, { [param]: encoded })}`;
          const response = await admin.request(
            route.method,
            fill(route.url, { [param]: encoded }),
            route.hasBody ? {} : undefined,
          );
          expect({ label, ok: [404, 422].includes(response.status) }).toEqual({ label, ok: true });
          if (response.status === 422 && encoded.includes("%00")) {
            expectRejected(label, response, param);
          }
        }
      }
    }
  });

  it("answers a body of literal null with 4xx on every route that takes a body", async () => {
    const routes = fuzzRoutes().filter((route) => route.hasBody);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const response = await admin.request(route.method, fill(route.url), undefined, {
        rawBody: "null",
      });
      const label = `${route.method} ${route.url} null`;
      expect({ label, status: response.status }).toEqual({ label, status: 422 });
      expect({ label, errors: response.body.errors }).toEqual({
        label,
        errors: { body: [messages.required] },
      });
    }
  });

  it("answers a request with no body at all without a 5xx", async () => {
    for (const route of fuzzRoutes().filter((route) => route.hasBody)) {
      const response = await admin.request(route.method, fill(route.url));
      const label = `${route.method} ${route.url} without a body`;
      expect({ label, status: response.status < 500 }).toEqual({ label, status: true });
    }
    const company = await admin.post("/api/companies");
    expect(company.status).toBe(422);
    expect(company.body.errors).toEqual({ body: [messages.required] });
  });

  it("answers anonymous callers the same on public routes", async () => {
    const { TestClient } = await import("../../test/client.ts");
    const anonymous = new TestClient(t.app);
    expectRejected(
      "GET by-handle %00",
      await anonymous.get("/api/companies/by-handle/%00"),
      "handle",
    );
    for (const bad of badStrings(99, 4)) {
      expectRejected(
        `POST /api/login ${JSON.stringify(bad)}`,
        await anonymous.post("/api/login", { email: bad, password: bad }),
        "email",
      );
    }
  });
});
