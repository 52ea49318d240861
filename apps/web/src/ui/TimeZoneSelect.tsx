import { Select, type SelectProps } from "@mantine/core";
import { productTimeZones } from "@platform/domain/enums";
import { useMemo } from "react";
import { timeZoneOptions } from "./timeZoneLabel.ts";

/** The one time-zone picker (SPEC §9): the product zones, labelled `(GMT+10:00) Australia/Sydney`. */
export function TimeZoneSelect(props: Omit<SelectProps, "data">) {
  const data = useMemo(() => timeZoneOptions(productTimeZones), []);
  return <Select allowDeselect={false} searchable {...props} data={data} />;
}
