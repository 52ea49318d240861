/** The public face of the users module: other modules import only from here. */
// The session resolver is composed by app.ts directly: it reads temporary users, which read users.

export { currentUser } from "./current-user.ts";
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
export type { UserRow } from "./tables.ts";
export { pageAuditTimeline } from "./timeline.ts";
