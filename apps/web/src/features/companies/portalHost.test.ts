import { describe, expect, it } from "vitest";
import { portalHandleFromHost } from "./portalHost.ts";

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
