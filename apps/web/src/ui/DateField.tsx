import { DateInput, type DateInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DATE_FIELD_FORMAT, parseDateInput } from "./parseDateInput.ts";

export type DateFieldProps = Omit<
  DateInputProps,
  "value" | "defaultValue" | "onChange" | "valueFormat" | "dateParser" | "minDate" | "maxDate"
> & {
  /** `YYYY-MM-DD`; empty or null for no date. */
  value?: string | null;
  /** `YYYY-MM-DD`, or "" when the date is cleared, as a native date input reports it. */
  onChange?: (value: string) => void;
  minDate?: string | null;
  maxDate?: string | null;
};

/**
 * The one field where a user picks a date (SPEC §9): shows `MMMM D, YYYY` in en-AU with weeks
 * from Monday (DatesProvider), takes typing in that format, ISO or day-first, and a date outside
 * `minDate`/`maxDate` is refused (the calendar disables it, typing it leaves the value alone).
 */
export function DateField({ value, onChange, minDate, maxDate, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat={DATE_FIELD_FORMAT}
      dateParser={parseDateInput}
      value={value || null}
      onChange={(next) => onChange?.(next ?? "")}
      minDate={minDate || undefined}
      maxDate={maxDate || undefined}
      allowDeselect={!props.required}
      clearable={!props.required && !props.readOnly}
      clearButtonProps={{ "aria-label": t("common.clearDate") }}
      leftSection={<IconCalendar size={16} stroke={1.5} aria-hidden />}
      {...props}
    />
  );
}
