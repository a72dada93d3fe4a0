// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 角色权限 (spec §2 /system/rolePermissions and its hidden detail page rolePermissionsDetail). */
export const RolePaths = {
  getRoleList: '/api/Role/GetRoleList',
  getRoleDetail: '/api/Role/GetRoleDetail',
  createRole: '/api/Role/CreateRole',
  renameRole: '/api/Role/RenameRole',
  setRoleDisabled: '/api/Role/SetRoleDisabled',
  saveRoleGrants: '/api/Role/SaveRoleGrants',
  addRoleUser: '/api/Role/AddRoleUser',
  removeRoleUser: '/api/Role/RemoveRoleUser',
} as const;

export const ROLE_LIST_PATH = '/system/rolePermissions';
export const ROLE_DETAIL_PATH = '/system/rolePermissionsDetail';
