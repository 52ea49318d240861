/** The public face of the users module: other modules import only from here. */

export {
  type UserRef,
  userEmailsByIds,
  userRefsByIds,
  usersHoldingPermission,
} from "./holders.ts";
export { toSeconds } from "./present.ts";
export {
  companySummary,
  findUserByEmail,
  findUserById,
  insertUser,
  loadUserRoles,
  memberNamesByIds,
  updateUser,
} from "./repo.ts";
export { currentUser } from "./service.ts";
export { type CachedSession, createSessionResolver } from "./session-resolver.ts";
export type { UserRow } from "./tables.ts";
export { pageAuditTimeline } from "./timeline.ts";
