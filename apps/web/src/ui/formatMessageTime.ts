import { formatMessageTimestamp } from "@platform/domain/format";

/** Message and notification timestamps of SPEC §9; `seconds` is a Unix time in seconds. */
export function formatMessageTime(seconds: number, now = new Date()): string {
  return formatMessageTimestamp(new Date(seconds * 1000), now);
}
