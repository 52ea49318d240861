import type * as repo from "./repo.ts";

export const present = (role: repo.RoleWithPermissions) => ({
  id: role.id,
  companyId: role.companyId,
  name: role.name,
  isSpecial: role.isSpecial,
  permissionIds: role.permissionIds,
  companyTypePermissionIds: role.companyTypePermissionIds,
  userCount: role.userCount,
});
