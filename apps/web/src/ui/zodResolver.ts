import type { ZodType } from "zod";

/**
 * A @mantine/form `validate` function from a zod schema of @platform/domain, so the web form and
 * the API check the same rules with the same messages. The first message per field is shown.
 */
export function zodResolver<Values>(schema: ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
