import type { AccessUser, TUserRole } from "@platform/domain";
import type { UserRow } from "../../modules/users/tables.ts";

/** The signed-in user as a request resolves it: the row, and the roles across companies. */
export interface AuthUser extends AccessUser {
  id: number;
  row: UserRow;
  roles: TUserRole[];
}
