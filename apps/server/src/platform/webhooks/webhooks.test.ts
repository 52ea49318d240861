import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  allowedHosts,
  isInternalAddress,
  webhookMessages,
  webhookTargetRefusal,
} from "./addresses.ts";
import { generateWebhookSecret, isWebhookSecret, webhookHeaders } from "./sign.ts";

describe("Standard Webhooks signatures", () => {
  const message = {
    id: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
    timestamp: Math.floor(Date.now() / 1000),
    body: JSON.stringify({ type: "risk.bound", data: { riskPackageId: 1 } }),
  };

  it("verify with the reference library (standardwebhooks on npm)", () => {
    const secret = generateWebhookSecret();
    expect(isWebhookSecret(secret)).toBe(true);
    const headers = webhookHeaders([secret], message);
    expect(new Webhook(secret).verify(message.body, headers)).toEqual(JSON.parse(message.body));
  });

  it("verify under either secret while one is rotated, and not under another", () => {
    const [old, next] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = webhookHeaders([old, next], message);
    expect(headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [old, next])
      expect(() => new Webhook(secret).verify(message.body, headers)).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(message.body, headers)).toThrow();
    expect(() => new Webhook(old).verify(`${message.body} `, headers)).toThrow();
  });
});

describe("webhook addresses", () => {
  it("knows the internal ranges, IPv4 and IPv6, mapped addresses included", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "fec0::1",
      "64:ff9b::10.0.0.1",
      "64:ff9b::a9fe:a9fe",
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of [
      "203.0.113.10",
      "8.8.8.8",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
      "64:ff9b::8.8.4.4",
    ]) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it("refuses a private target unless its host is allowed by name", async () => {
    const resolve = async (host: string) =>
      host === "hooks.example.com" ? ["203.0.113.10"] : ["10.0.0.5"];
    const none = allowedHosts(undefined);
    expect(await webhookTargetRefusal("https://hooks.example.com/in", none, resolve)).toBeNull();
    expect(await webhookTargetRefusal("https://intranet.example.com/in", none, resolve)).toBe(
      webhookMessages.internalAddress("intranet.example.com"),
    );
    expect(await webhookTargetRefusal("http://127.0.0.1:9000/in", none, resolve)).toBe(
      webhookMessages.internalAddress("127.0.0.1"),
    );
    expect(await webhookTargetRefusal("http://[::1]:9000/in", none, resolve)).toBe(
      webhookMessages.internalAddress("::1"),
    );
    const allowed = allowedHosts(" 127.0.0.1 , Receiver.Local");
    expect(await webhookTargetRefusal("http://127.0.0.1:9000/in", allowed, resolve)).toBeNull();
    expect(await webhookTargetRefusal("http://receiver.local/in", allowed, resolve)).toBeNull();
  });

  it("refuses what is not a web address, and credentials in it", async () => {
    const none = allowedHosts("");
    expect(await webhookTargetRefusal("ftp://example.com/x", none)).toBe(
      webhookMessages.invalidUrl,
    );
    expect(await webhookTargetRefusal("not a url", none)).toBe(webhookMessages.invalidUrl);
    expect(await webhookTargetRefusal("https://user:pw@example.com/x", none)).toBe(
      webhookMessages.credentialsInUrl,
    );
  });
});
