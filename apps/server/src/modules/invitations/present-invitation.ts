/** How an invitation is shown, and the link it carries. */
import type { AppDeps } from "../../platform/deps/index.ts";
import { toSeconds } from "../users/index.ts";
import type { invitations } from "./tables.ts";

export type InvitationRow = typeof invitations.$inferSelect;

export const linkFor = (deps: AppDeps, token: string) =>
  `${deps.config.appUrl}/invitations/${encodeURIComponent(token)}`;

export function present(row: InvitationRow & { roleName?: string }) {
  const expired = row.status === "pending" && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    companyId: row.companyId,
    email: row.email,
    roleId: row.roleId,
    roleName: row.roleName,
    status: expired ? ("expired" as const) : row.status,
    sentAt: toSeconds(row.sentAt),
    expiresAt: toSeconds(row.expiresAt),
    acceptedAt: row.acceptedAt ? toSeconds(row.acceptedAt) : null,
  };
}
