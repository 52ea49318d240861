/**
 * Company registration numbers (SPEC §3): Australian Business Number (ABN, type 1) and
 * New Zealand Business Number (NZBN, type 2). Input may contain spaces (and other
 * whitespace, e.g. a pasted non-breaking space); anything else that is not a digit makes the
 * number invalid. Valid numbers are stored as digits only.
 */
import { z } from "zod";
import { RegistrationType, type RegistrationTypeId } from "./enums.ts";
import { messages } from "./messages.ts";

export const ABN_LENGTH = 11;
export const NZBN_LENGTH = 13;
/** Every NZBN is a GS1 GTIN-13 issued under New Zealand's GS1 prefix. */
export const NZBN_PREFIX = "94";

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Removes whitespace only; letters, hyphens and other characters are kept (and then fail). */
export function normaliseRegistrationNumber(input: string): string {
  return input.replace(/\s+/gu, "");
}

function digitsOfLength(input: string, length: number): number[] | null {
  const value = normaliseRegistrationNumber(input);
  if (value.length !== length || !/^[0-9]+$/.test(value)) return null;
  return [...value].map(Number);
}

/**
 * ATO algorithm: subtract 1 from the first digit, multiply each digit by its weight
 * (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19), and the sum must be divisible by 89.
 */
export function isValidAbn(input: string): boolean {
  const digits = digitsOfLength(input, ABN_LENGTH);
  if (!digits) return false;
  // The first digit of an ABN is never 0 (it would become -1 and no ABN is issued so).
  if (digits[0] === 0) return false;
  const sum = digits.reduce(
    (total, digit, index) => total + (index === 0 ? digit - 1 : digit) * ABN_WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
}

/** GS1 mod-10 check digit for the digits before it (weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** 13 digits, starting 94, whose last digit is the GS1 GTIN-13 check digit. */
export function isValidNzbn(input: string): boolean {
  const digits = digitsOfLength(input, NZBN_LENGTH);
  if (!digits) return false;
  const value = digits.join("");
  if (!value.startsWith(NZBN_PREFIX)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === digits[NZBN_LENGTH - 1];
}

export function isValidRegistrationNumber(type: RegistrationTypeId, input: string): boolean {
  return type === RegistrationType.ABN ? isValidAbn(input) : isValidNzbn(input);
}

export function registrationNumberMessage(type: RegistrationTypeId): string {
  return type === RegistrationType.ABN ? messages.invalidAbn : messages.invalidNzbn;
}

/** The usual display of an ABN, "51 824 753 556"; anything that is not a valid ABN unchanged. */
export function formatAbn(input: string): string {
  if (!isValidAbn(input)) return input;
  const d = normaliseRegistrationNumber(input);
  return `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}`;
}

/** An ABN, validated and normalised to its 11 digits. */
export const ZAbn = z
  .string({ error: messages.required })
  .refine(isValidAbn, messages.invalidAbn)
  .transform(normaliseRegistrationNumber);

/** An NZBN, validated and normalised to its 13 digits. */
export const ZNzbn = z
  .string({ error: messages.required })
  .refine(isValidNzbn, messages.invalidNzbn)
  .transform(normaliseRegistrationNumber);

export const ZRegistrationType = z.union([
  z.literal(RegistrationType.ABN),
  z.literal(RegistrationType.NZBN),
]);

/**
 * A registration number with its type; the number is checked against the type and returned
 * as digits. The error is reported on `registrationNumber`.
 */
export const ZRegistration = z
  .object({
    registrationType: ZRegistrationType,
    registrationNumber: z.string({ error: messages.required }),
  })
  .superRefine((value, ctx) => {
    if (!isValidRegistrationNumber(value.registrationType, value.registrationNumber)) {
      ctx.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: registrationNumberMessage(value.registrationType),
      });
    }
  })
  .transform((value) => ({
    ...value,
    registrationNumber: normaliseRegistrationNumber(value.registrationNumber),
  }));
export type TRegistration = z.infer<typeof ZRegistration>;
