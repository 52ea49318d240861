import { timeZoneLabel } from "@platform/domain/format";

/**
 * Select options for time zones labelled as SPEC §9 says ("GMT with offset"):
 * `(GMT+10:00) Australia/Sydney`, the offset the zone has on the given day (daylight saving
 * moves it), the zone's name with spaces for underscores.
 */
export function timeZoneOptions(zones: readonly string[], at: Date = new Date()) {
  return zones.map((zone) => ({
    value: zone,
    label: `(${timeZoneLabel(zone, at)}) ${zone.replaceAll("_", " ")}`,
  }));
}
