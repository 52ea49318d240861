import "../../i18n/strings/companies.ts";
import { ThemeIcon, Tooltip } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { suggestHandle } from "@platform/domain/handles";
import { IconCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHandleAvailabilityQuery } from "./api.ts";
import type { CompanyFormValues } from "./useCompanyForm.ts";

/**
 * Create company: the handle follows the name (slugified) until the user types one, and is
 * checked as it changes: taken or invalid shows on the field, free shows a tick.
 */
export function useHandleSuggestion(form: UseFormReturnType<CompanyFormValues>) {
  const { t } = useTranslation();
  const [followName, setFollowName] = useState(true);
  const { name, handle } = form.getValues();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the name is the trigger
  useEffect(() => {
    if (followName) form.setFieldValue("handle", suggestHandle(name));
  }, [name, followName]);

  const [checked] = useDebouncedValue(handle.trim().toLowerCase(), 300);
  const availability = useHandleAvailabilityQuery(checked, { skip: checked === "" });
  const answer = availability.currentData;
  const current = answer && answer.handle === handle.trim().toLowerCase() ? answer : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer sets the error
  useEffect(() => {
    if (current && !current.available && current.message)
      form.setFieldError("handle", current.message);
  }, [current]);

  const status = current?.available ? (
    <Tooltip label={t("companies.fields.handleAvailable", { handle: current.handle })}>
      <ThemeIcon
        size={20}
        radius="xl"
        color="teal"
        variant="light"
        role="img"
        aria-label={t("companies.fields.handleAvailable", { handle: current.handle })}
      >
        <IconCheck size={14} />
      </ThemeIcon>
    </Tooltip>
  ) : null;
  return { status, onHandleTyped: () => setFollowName(false) };
}
