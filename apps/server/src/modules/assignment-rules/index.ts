/** Underwriter assignment rules: the public API for other modules (the risks module's referral). */
export { pickUnderwriter, type UnderwriterPick } from "./pick.ts";
