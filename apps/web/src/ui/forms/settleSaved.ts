import type { UseFormReturnType } from "@mantine/form";
import { keepTyped } from "./keepTyped.ts";

/**
 * A Mantine form after its save answered: what the server saved becomes the clean state, and
 * the values take it except in the fields typed into while the save was in flight
 * (`sent` is what the save sent, read from the form when it was sent).
 */
export function settleSaved<Values>(form: UseFormReturnType<Values>, sent: Values, saved: Values) {
  const next = keepTyped(sent, form.getValues(), saved);
  form.setInitialValues(saved);
  form.resetDirty(saved);
  form.setValues(next);
}
