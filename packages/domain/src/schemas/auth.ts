import { z } from "zod";
import { ContactMethod, themes } from "../enums.ts";
import { messages } from "../messages.ts";
import { passwordProblems } from "../password.ts";

const required = (label?: string) => (label ? messages.labelRequired(label) : messages.required);

export const ZEmail = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(255, { error: messages.maxLength(255), abort: true })
  .email(messages.invalidEmail)
  .transform((email) => email.toLowerCase());

/** A new password: every failing rule of SPEC §5 is reported, not just the first. */
export const ZNewPassword = z
  .string({ error: messages.required })
  .max(255, messages.maxLength(255))
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: "custom", message });
  });

export const ZPersonName = z
  .string({ error: messages.required })
  .trim()
  .min(1, required("Name"))
  .max(255, messages.maxLength(255));

const confirmed = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: messages.passwordsDoNotMatch,
    });
  }
};

export const ZRegisterRequest = z
  .strictObject({
    name: ZPersonName,
    email: ZEmail,
    password: ZNewPassword,
    password_confirmation: z.string({ error: messages.required }),
  })
  .superRefine(confirmed);
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.strictObject({
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(255, messages.maxLength(255))
    .toLowerCase(),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(255, messages.maxLength(255)),
  remember: z.boolean().optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTheme = z.enum(themes);
export const ZContactMethod = z.union([
  z.literal(ContactMethod.Email),
  z.literal(ContactMethod.Phone),
  z.literal(ContactMethod.None),
]);

export const ZUpdateUserRequest = z.strictObject({
  name: ZPersonName.optional(),
  theme: ZTheme.optional(),
  phone: z
    .string()
    .trim()
    .max(32, messages.maxLength(32))
    .regex(/^\+?[0-9 ()-]*$/, "Enter a valid phone number")
    .nullable()
    .optional(),
  preferredContactMethod: ZContactMethod.optional(),
  /** Required when the phone number changes (it receives sign-in codes). */
  current_password: z.string().max(255, messages.maxLength(255)).optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZChangePasswordRequest = z
  .strictObject({
    current_password: z.string({ error: messages.required }).min(1, messages.required),
    password: ZNewPassword,
    password_confirmation: z.string({ error: messages.required }),
  })
  .superRefine(confirmed);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
