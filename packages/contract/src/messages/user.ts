import type { Catalogue } from './catalogue';

/** Sign-in, accounts and files. */
export const userMessages = {
  'auth.changePasswordFirst': {
    zh: '请先修改初始密码后再继续操作',
    en: 'Please change your initial password before you continue',
  },
  'auth.tooManyLoginFailures': {
    zh: '登录失败次数过多，请{retryAfter}后再试',
    en: 'Too many failed sign-ins, try again in {retryAfter}',
  },
  'auth.tooManyPasswordFailures': {
    zh: '原密码错误次数过多，请{retryAfter}后再试',
    en: 'Too many wrong old passwords, try again in {retryAfter}',
  },
  'auth.ssoUnavailable': {
    zh: '单点登录服务暂时不可用，请稍后重试或使用账号密码登录',
    en: 'Single sign-on is unavailable for now; try again later or sign in with account and password',
  },
  'auth.ssoTokenInvalid': {
    zh: '单点登录失败：身份令牌无效或已过期，请重新登录',
    en: 'Single sign-on failed: the identity token is invalid or expired, please sign in again',
  },
  'auth.ssoAccountUnknown': {
    zh: '单点登录失败：账号 {account} 未在 HRIS 中开通，请联系系统管理员',
    en: 'Single sign-on failed: account {account} has no access to HRIS, please contact the administrator',
  },
  'user.wrongOldPassword': { zh: '原密码不正确', en: 'The old password is wrong' },
  'user.samePassword': {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the old one',
  },
  'user.cannotUnlockSelf': {
    zh: '不能解除自己账号的登录锁定',
    en: 'You cannot unlock your own account',
  },
  'user.cannotUnlockHigherRoles': {
    zh: '该账号拥有您无权授予的角色（{roles}），不能解除其登录锁定',
    en: 'This account holds roles you may not grant ({roles}); you cannot unlock it',
  },
  'user.newHireRoleOnly': {
    zh: '仅新员工周报角色（019）可查看本周新员工',
    en: "Only the new-hire report role (019) may see this week's new employees",
  },
  'user.loggedOut': { zh: '已退出登录', en: 'Signed out' },
  'user.passwordChanged': { zh: '密码已修改，请重新登录', en: 'Password changed, please sign in again' },
  'user.unlocked': { zh: '已解除锁定', en: 'Account unlocked' },
  /** A job or the seed acting as a user who is gone or disabled. */
  'user.unavailable': { zh: '用户不存在或已停用', en: 'The user does not exist or is disabled' },

  'file.notFound': { zh: '附件不存在', en: 'Attachment not found' },
  'file.tooLarge': { zh: '文件大小超过限制，最大不超过{maxMb}MB', en: 'The file is too large, at most {maxMb} MB' },
  'file.badType': { zh: '文件格式错误仅限{types}格式', en: 'Wrong file type, only {types} allowed' },
  'file.quotaExceeded': {
    zh: '今日上传文件已超过限额（{quotaMb}MB），请明日再试或联系系统管理员',
    en: "Today's upload quota ({quotaMb} MB) is used up; try again tomorrow or contact the administrator",
  },
  'file.ticketInvalid': {
    zh: '下载链接已失效，请重新打开附件',
    en: 'The download link has expired, open the attachment again',
  },
  'file.lost': {
    zh: '附件文件已丢失，请联系系统管理员',
    en: 'The attachment file is missing, please contact the administrator',
  },
  'file.uploaded': { zh: '上传成功', en: 'Uploaded' },
} as const satisfies Catalogue;
