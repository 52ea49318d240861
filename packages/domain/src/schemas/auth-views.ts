/**
 * What the sign-in, two-factor, account security, password, temporary access and Microsoft
 * API answers: the server's route response schemas and the web app's types, from one source.
 */
import { z } from "zod";
import { ZCompanySummary } from "../api-types.ts";

const seconds = z.number();

export const twoFactorMethods = ["authenticator", "email", "sms", "microsoft"] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];
export const codeMethods = ["email", "sms"] as const;
export type CodeMethod = (typeof codeMethods)[number];

/** What POST /login answers when the password was right and a second factor is due. */
export const ZTwoFactorChallenge = z.object({
  twoFactor: z.literal(true),
  methods: z.array(
    z.object({ method: z.string(), isDefault: z.boolean(), destination: z.string().nullable() }),
  ),
  defaultMethod: z.string().nullable(),
});
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

export const ZTwoFactorMethodState = z.object({
  method: z.enum(twoFactorMethods),
  enabled: z.boolean(),
  verified: z.boolean(),
  isDefault: z.boolean(),
  destination: z.string().nullable(),
  lastUsedAt: seconds.nullable(),
});
export type TwoFactorMethodState = z.infer<typeof ZTwoFactorMethodState>;

export const ZTrustedDevice = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: seconds,
  expiresAt: seconds,
  lastUsedAt: seconds.nullable(),
});
export type TrustedDevice = z.infer<typeof ZTrustedDevice>;

export const ZTwoFactorOverview = z.object({
  methods: z.array(ZTwoFactorMethodState),
  recoveryCodesRemaining: z.number().int(),
  required: z.boolean(),
  trustedDevices: z.array(ZTrustedDevice),
});
export type TwoFactorOverview = z.infer<typeof ZTwoFactorOverview>;

export const ZPendingTwoFactor = z.object({
  methods: z.array(
    z.object({
      method: z.enum(twoFactorMethods),
      isDefault: z.boolean(),
      destination: z.string().nullable(),
    }),
  ),
  defaultMethod: z.enum(twoFactorMethods).nullable(),
  recoveryCodesRemaining: z.number().int(),
});
export type PendingTwoFactor = z.infer<typeof ZPendingTwoFactor>;

export const ZAuthenticatorEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type AuthenticatorEnrolment = z.infer<typeof ZAuthenticatorEnrolment>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const ZCodeDestination = z.object({ destination: z.string().nullable() });

const ZSecurityEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  at: seconds,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string().nullable(),
  byAdministrator: z.boolean(),
});

export const ZAccountSecurity = z.object({
  lastActivityAt: seconds.nullable(),
  memberSince: seconds,
  passwordChangedAt: seconds.nullable(),
  passwordExpiresAt: seconds.nullable(),
  twoFactorRequired: z.boolean(),
  recentSignIns: z.array(ZSecurityEvent),
  events: z.array(ZSecurityEvent),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

export const ZSecurityPolicy = z.object({
  companyId: z.number().int(),
  requireTwoFactor: z.boolean(),
  passwordMaxAgeDays: z.number().int().nullable(),
});
export type TSecurityPolicy = z.infer<typeof ZSecurityPolicy>;

export const ZTemporaryAccess = z.object({
  subjectType: z.string(),
  subjectId: z.string(),
  expiresAt: seconds,
  company: ZCompanySummary.nullable(),
});
export type TTemporaryAccess = z.infer<typeof ZTemporaryAccess>;

export const ZMicrosoftConnection = z.object({
  available: z.boolean(),
  connected: z.boolean(),
  tenantId: z.string().nullable(),
  connectedAt: seconds.nullable(),
});
export type TMicrosoftConnection = z.infer<typeof ZMicrosoftConnection>;

export const ZMicrosoftSetupLink = z.object({ url: z.string(), expiresAt: seconds });
