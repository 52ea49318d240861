import type { getCompanyPolicy } from "./policies.ts";

export const presentPolicy = (row: Awaited<ReturnType<typeof getCompanyPolicy>>) => ({
  companyId: row.companyId,
  requireTwoFactor: row.requireTwoFactor,
  passwordMaxAgeDays: row.passwordMaxAgeDays,
});
