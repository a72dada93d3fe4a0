import type { Catalogue } from './catalogue';

/** 角色权限: roles, their menu grants and users, and the guard rails around them. */
export const roleMessages = {
  'role.noun': { zh: '角色', en: 'Role' },
  'role.created': { zh: '角色已新增', en: 'The role was created' },
  'role.renamed': { zh: '角色已修改', en: 'The role was changed' },
  'role.disabledDone': { zh: '角色已停用', en: 'The role was disabled' },
  'role.enabledDone': { zh: '角色已启用', en: 'The role was enabled' },
  'role.grantsSaved': {
    zh: '菜单权限已保存，角色的用户下一次操作即按新权限生效',
    en: 'The menu permissions were saved; the role’s users get them on their next request',
  },
  'role.userAdded': { zh: '已将{user}加入角色', en: '{user} was added to the role' },
  'role.userRemoved': { zh: '已将{user}移出角色', en: '{user} was removed from the role' },
  'role.allScopeOnly': {
    zh: '只有数据范围为全部的管理员可以管理角色',
    en: 'Only administrators whose data scope is everything may manage roles',
  },
  'role.idTaken': { zh: '角色编号{roleId}已存在', en: 'Role id {roleId} already exists' },
  'role.unknownMenu': {
    zh: '菜单{codes}不存在，请刷新页面后重试',
    en: 'Menu {codes} does not exist; reload the page and try again',
  },
  'role.duplicateMenu': { zh: '菜单{codes}重复', en: 'Menu {codes} is listed twice' },
  'role.lastAdmin': {
    zh: '至少保留一名拥有角色权限管理（可编辑）的启用管理员',
    en: 'At least one enabled administrator must keep the right to edit role permissions',
  },
  'role.newHireRoleFixed': {
    zh: '角色019用于新员工入职与本周新员工，不能停用',
    en: 'Role 019 stands for new-hire onboarding and the weekly new-hire list; it cannot be disabled',
  },
  'role.alreadyHolds': { zh: '{user}已拥有该角色', en: '{user} already holds this role' },
  'role.notHolding': { zh: '{user}不在该角色中', en: '{user} does not hold this role' },
  'role.userNotFound': { zh: '用户不存在', en: 'The user does not exist' },
} as const satisfies Catalogue;
