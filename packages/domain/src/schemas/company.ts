import { z } from "zod";
import {
  australianStates,
  CompanyType,
  countries,
  currencies,
  permissionIds,
  RegistrationType,
} from "../enums.ts";
import { ZHandle } from "../handles.ts";
import { messages } from "../messages.ts";
import {
  isValidRegistrationNumber,
  normaliseRegistrationNumber,
  registrationNumberMessage,
} from "../registration.ts";
import { zId, zIdOf } from "./primitives.ts";

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: messages.labelRequired(label) })
    .trim()
    .min(1, messages.labelRequired(label))
    .max(max, messages.maxLength(max));

const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

export const WEBSITE_EXAMPLE_HOST = "www.example.com.au";

/** A website: http(s) URL with a dotted host; a bare host gets https:// added. */
export const ZWebsite = z
  .string()
  .trim()
  .max(255, messages.maxLength(255))
  .transform((value, ctx) => {
    if (value === "") return null;
    const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(candidate);
      if (!url.hostname.includes(".") || url.hostname.endsWith(".")) throw new Error("host");
      return url.toString().replace(/\/$/, "");
    } catch {
      ctx.addIssue({ code: "custom", message: messages.websiteInvalid(WEBSITE_EXAMPLE_HOST) });
      return z.NEVER;
    }
  })
  .nullable()
  .optional();

export const ZAddress = z
  .strictObject({
    line1: optionalText(),
    line2: optionalText(),
    city: optionalText(100),
    state: z.enum(australianStates, { error: "Choose a state" }).nullable().optional(),
    postcode: z
      .string()
      .trim()
      .regex(/^$|^\d{4}$/, "A postcode has 4 digits")
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
    country: z.enum(countries, { error: "Choose Australia or New Zealand" }).default("AU"),
  })
  .superRefine((address, ctx) => {
    if (address.country === "NZ" && address.state) {
      ctx.addIssue({
        code: "custom",
        path: ["state"],
        message: "New Zealand addresses have no state",
      });
    }
  });

const currentYear = () => new Date().getFullYear();

const companyFields = {
  name: requiredText("Company name"),
  tradingName: optionalText(),
  legalName: optionalText(),
  registrationType: z
    .union([z.literal(RegistrationType.ABN), z.literal(RegistrationType.NZBN)])
    .nullable()
    .optional(),
  registrationNumber: optionalText(32),
  address: ZAddress.optional(),
  yearEstablished: z
    .number({ error: "Enter a year" })
    .int("Enter a year")
    .min(1800, messages.min(1800))
    .refine((year) => year <= currentYear(), { message: messages.max(currentYear()) })
    .nullable()
    .optional(),
  website: ZWebsite,
  currency: z.enum(currencies).default("aud"),
  tags: z
    .array(z.string().trim().min(1).max(50, messages.maxLength(50)))
    .max(20, messages.maxSelected(20))
    .refine(
      (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
      messages.noDuplicates,
    )
    .optional(),
};

/** Run the cross-field check even when other fields failed, so every problem shows at once. */
const alwaysCheck = { when: () => true };

function checkRegistration(
  value: { registrationType?: 1 | 2 | null; registrationNumber?: string | null },
  ctx: z.RefinementCtx,
) {
  if (typeof value.registrationNumber !== "string" || !value.registrationNumber) return;
  const type =
    value.registrationType === RegistrationType.NZBN ? RegistrationType.NZBN : RegistrationType.ABN;
  if (!isValidRegistrationNumber(type, value.registrationNumber)) {
    ctx.addIssue({
      code: "custom",
      path: ["registrationNumber"],
      message: registrationNumberMessage(type),
    });
  }
}

const normaliseRegistration = <
  T extends { registrationType?: 1 | 2 | null; registrationNumber?: string | null },
>(
  value: T,
): T => ({
  ...value,
  registrationNumber: value.registrationNumber
    ? normaliseRegistrationNumber(value.registrationNumber)
    : value.registrationNumber,
  registrationType: value.registrationNumber
    ? (value.registrationType ?? RegistrationType.ABN)
    : value.registrationType,
});

/** POST /companies: the registration details of SPEC §3. */
export const ZCreateCompanyRequest = z
  .strictObject({
    ...companyFields,
    refCompanyTypeId: z.union(
      [
        z.literal(CompanyType.Client),
        z.literal(CompanyType.Broker),
        z.literal(CompanyType.Underwriter),
        z.literal(CompanyType.Insurer),
        z.literal(CompanyType.Legal),
        z.literal(CompanyType.System),
      ],
      { error: messages.labelRequired("Company type") },
    ),
    handle: ZHandle,
  })
  .superRefine(checkRegistration, alwaysCheck)
  .transform(normaliseRegistration);
export type TCreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

/** PUT /companies/{id}: every field optional; the type and handle are fixed after creation. */
export const ZUpdateCompanyRequest = z
  .strictObject({
    ...(Object.fromEntries(
      Object.entries(companyFields).map(([key, schema]) => [key, schema.optional()]),
    ) as {
      [K in keyof typeof companyFields]: z.ZodOptional<(typeof companyFields)[K]>;
    }),
    isActive: z.boolean().optional(),
    appearance: z
      .strictObject({
        showLogoOnHeader: z.boolean().optional(),
        headerTextColour: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, "Enter a colour like #1a2b3c")
          .nullable()
          .optional(),
        logoFileVersionId: zId.nullable().optional(),
        headerFileVersionId: zId.nullable().optional(),
        productBannerFileVersionId: zId.nullable().optional(),
      })
      .optional(),
  })
  .superRefine(checkRegistration, alwaysCheck)
  .transform(normaliseRegistration);
export type TUpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequest>;

export const ZRoleRequest = z.strictObject({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(100, messages.maxLength(100)),
  permissionIds: z
    .array(
      z
        .number()
        .int()
        .refine((id) => (permissionIds as number[]).includes(id), "Unknown permission"),
    )
    .refine((ids) => new Set(ids).size === ids.length, messages.noDuplicates)
    .default([]),
});
export type TRoleRequest = z.infer<typeof ZRoleRequest>;

export const ZInvitationRequest = z.strictObject({
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .email(messages.invalidEmail)
    .transform((email) => email.toLowerCase()),
  roleId: zIdOf(messages.labelRequired("Role")),
});
export type TInvitationRequest = z.infer<typeof ZInvitationRequest>;
