/**
 * Where a webhook may be delivered: never to a private, loopback, link-local or otherwise
 * internal address (a company's URL must not reach the platform's own network), unless the host
 * is named in `WEBHOOK_ALLOWED_HOSTS` (tests, on-premise receivers). The host is resolved first
 * and every address it resolves to is checked, so a public name pointing inside is refused too.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  internal.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  internal.addSubnet(network, prefix, "ipv6");
}

/** The address is internal (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** `WEBHOOK_ALLOWED_HOSTS` as a set of lower-case host names. */
export function allowedHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
}

export type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Why `url` may not receive a webhook, or null: an https or http URL whose host is allowed by
 * name or resolves only to public addresses.
 */
export async function webhookTargetRefusal(
  url: string,
  allowed: Set<string>,
  resolve: Resolve = resolveAll,
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return webhookMessages.invalidUrl;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return webhookMessages.invalidUrl;
  }
  if (parsed.username || parsed.password) return webhookMessages.credentialsInUrl;
  const host = parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (allowed.has(host)) return null;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return webhookMessages.unresolvable(host);
  }
  if (addresses.length === 0) return webhookMessages.unresolvable(host);
  return addresses.some(isInternalAddress) ? webhookMessages.internalAddress(host) : null;
}

export const webhookMessages = {
  invalidUrl: "Enter the webhook's address as an https:// URL",
  credentialsInUrl: "Put no user name or password in the webhook's address: it is signed instead",
  unresolvable: (host: string) => `The host ${host} could not be found`,
  internalAddress: (host: string) =>
    `${host} is a private or internal address: webhooks are delivered to public addresses only`,
} as const;
