/**
 * SPEC §9 "Time zone label GMT with offset": `(GMT+10:00) Australia/Sydney`, the offset the zone
 * has on the given day (daylight saving moves it), the zone's name with spaces for underscores.
 */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const offset =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // Intl writes a zero offset as a bare "GMT".
  const gmt = offset === "GMT" ? "GMT+00:00" : offset;
  return `(${gmt}) ${zone.replaceAll("_", " ")}`;
}

/** Select options for the zones, in the order given, labelled with today's offsets. */
export function timeZoneOptions(zones: readonly string[], at: Date = new Date()) {
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, at) }));
}
