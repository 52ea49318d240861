import { describe, expect, it } from "vitest";
import { isAppOrigin } from "./origins.ts";

const config = {
  appUrl: "https://app.slipway.example",
  webOrigins: ["https://web.partner.example"],
  baseHost: "slipway.example",
  environmentLabels: ["uat", "www", "app"],
};

describe("isAppOrigin", () => {
  it("accepts the app URL, the extra web origins and company portals on the app's scheme and port", () => {
    expect(isAppOrigin("https://app.slipway.example", config)).toBe(true);
    expect(isAppOrigin("https://web.partner.example", config)).toBe(true);
    expect(isAppOrigin("https://harbourside.slipway.example", config)).toBe(true);
  });

  it("on a developer's machine accepts any loopback origin (the dev server's proxy), nothing else", () => {
    const local = { ...config, appUrl: "http://localhost:3000", baseHost: "localhost" };
    expect(isAppOrigin("http://localhost:5173", local)).toBe(true);
    expect(isAppOrigin("http://127.0.0.1:5173", local)).toBe(true);
    expect(isAppOrigin("http://harbourside.localhost:3000", local)).toBe(true);
    expect(isAppOrigin("https://evil.example", local)).toBe(false);
    expect(isAppOrigin("http://localhost.evil.example:3000", local)).toBe(false);
    // A deployed app accepts no loopback origin.
    expect(isAppOrigin("http://localhost:3000", config)).toBe(false);
  });

  it("refuses anything else", () => {
    for (const origin of [
      "https://evil.example",
      "https://slipway.example.evil.example",
      "https://harbourside.slipway.example:8443",
      "http://harbourside.slipway.example",
      "https://uat.slipway.example",
      "null",
      "https://app.slipway.example/path",
      "not a url",
    ]) {
      expect(isAppOrigin(origin, config), origin).toBe(false);
    }
  });
});
