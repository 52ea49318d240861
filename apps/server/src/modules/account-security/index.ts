/** The public face of the account-security module: other modules import only from here. */
export {
  effectivePolicy,
  type GateFacts,
  gateFactColumns,
  gateFacts,
  gateReason,
  sessionTwoFactorState,
} from "./policies.ts";
