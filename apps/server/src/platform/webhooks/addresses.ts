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
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  internal.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address a NAT64 address (64:ff9b::/96) translates to, else null. */
function nat64Target(address: string): string | null {
  const [head, tail] = address.toLowerCase().split("::");
  if (head !== "64:ff9b" || tail === undefined) return null;
  if (isIP(tail) === 4) return tail;
  const groups = tail.split(":");
  if (groups.length > 2 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  const value = groups.reduce((n, g) => n * 0x10000 + Number.parseInt(g, 16), 0);
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

/**
 * The address is internal (an IPv4-mapped IPv6 address, or a NAT64 one, is judged as the IPv4
 * address it reaches).
 */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  const translated = family === 6 ? nat64Target(address) : null;
  if (translated) return internal.check(translated, "ipv4");
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
