import { afterEach, describe, expect, it, vi } from "vitest";
import { companyHomeUrl, portalHandleFromHost, rememberPortalSettings } from "./portalHost.ts";

describe("portal handle from the host name", () => {
  it.each([
    ["acme.example.com", "acme"],
    ["harbourside.localhost", "harbourside"],
    ["example.com", null],
    ["localhost", null],
    ["www.example.com", null],
    ["uat.example.com", null],
    ["127.0.0.1", null],
  ])("%s → %s", (host, handle) => {
    expect(portalHandleFromHost(host)).toBe(handle);
  });
});

describe("where choosing a company goes (SPEC §2: the root path of its subdomain)", () => {
  const at = (href: string) => {
    vi.stubGlobal("window", { location: new URL(href) });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    rememberPortalSettings("", null);
  });

  it("goes to the company portal's root when the server shares the session across portals", () => {
    at("https://example.com/select-company");
    rememberPortalSettings("example.com", ".example.com");
    expect(companyHomeUrl("acme")).toBe("https://acme.example.com/");
    at("http://harbourside.localhost:8080/select-company");
    rememberPortalSettings("localhost", ".localhost");
    expect(companyHomeUrl("coastal")).toBe("http://coastal.localhost:8080/");
    expect(companyHomeUrl("coastal", "/risks/7?tab=documents")).toBe(
      "http://coastal.localhost:8080/risks/7?tab=documents",
    );
  });

  it("stays on this site's home when portals are off or the company has no handle", () => {
    at("https://example.com/select-company");
    rememberPortalSettings("example.com", null);
    expect(companyHomeUrl("acme")).toBe("/");
    expect(companyHomeUrl("acme", "/risks/7")).toBe("/risks/7");
    rememberPortalSettings("example.com", ".example.com");
    expect(companyHomeUrl(null)).toBe("/");
  });
});
