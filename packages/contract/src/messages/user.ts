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
  'auth.ssoMisconfigured': {
    zh: '单点登录配置有误，请联系系统管理员（原因见 接口中心 → 单点登录）',
    en: 'Single sign-on is misconfigured; please contact the administrator (the cause is shown in Interface centre → Single sign-on)',
  },
  'auth.ssoNoIdentityClaims': {
    zh: '单点登录失败：身份令牌中没有 email 或 preferred_username，无法对应 HRIS 账号，请联系系统管理员',
    en: 'Single sign-on failed: the identity token carries neither email nor preferred_username to find the HRIS account by, please contact the administrator',
  },
  'auth.ssoAccountUnknown': {
    zh: '单点登录失败：账号 {account} 未在 HRIS 中开通，请联系系统管理员',
    en: 'Single sign-on failed: account {account} has no access to HRIS, please contact the administrator',
  },

  // Why company sign-on does not work (modules/auth/oidc.ts), shown to administrators in 接口中心 → 单点登录.
  'sso.insecureIssuer': {
    zh: 'OIDC_ISSUER（{issuer}）使用 http，签名密钥会以明文传输：请改用 https 地址；仅本机开发或测试时可设置 OIDC_ALLOW_INSECURE=true',
    en: 'OIDC_ISSUER ({issuer}) uses http, so the signing keys would travel in clear: use its https address; only for local development or tests set OIDC_ALLOW_INSECURE=true',
  },
  'sso.insecureJwks': {
    zh: '发现文档中的 jwks_uri（{url}）使用 http：请让身份提供方以 https 发布签名密钥；仅本机开发或测试时可设置 OIDC_ALLOW_INSECURE=true',
    en: 'The jwks_uri of the discovery document ({url}) uses http: have the provider publish its keys over https; only for local development or tests set OIDC_ALLOW_INSECURE=true',
  },
  'sso.unreachable': {
    zh: '无法连接身份提供方（{url}）：{reason}',
    en: 'Cannot reach the identity provider ({url}): {reason}',
  },
  'sso.timeout': { zh: '{seconds}秒内无应答', en: 'no answer within {seconds} s' },
  'sso.untrustedCertificate': {
    zh: '身份提供方（{url}）的 HTTPS 证书不受信任：{reason}。内部 CA 签发的证书，请用环境变量 NODE_EXTRA_CA_CERTS 指定该 CA 的证书文件后重启',
    en: 'The HTTPS certificate of the identity provider ({url}) is not trusted: {reason}. For a certificate of an internal CA, name its certificate file in NODE_EXTRA_CA_CERTS and restart',
  },
  'sso.providerError': {
    zh: '身份提供方（{url}）出错：HTTP {status}',
    en: 'The identity provider ({url}) failed: HTTP {status}',
  },
  'sso.discoveryHttp': {
    zh: '发现文档（{url}）返回 HTTP {status}：请检查 OIDC_ISSUER 是否为身份提供方的发行方（issuer）地址，如 Keycloak 的 https://主机/realms/领域名',
    en: 'The discovery document ({url}) answered HTTP {status}: check that OIDC_ISSUER is the issuer address of the provider, e.g. https://host/realms/realm for Keycloak',
  },
  'sso.discoveryNotJson': {
    zh: '发现文档（{url}）不是 JSON：请检查 OIDC_ISSUER 是否为身份提供方的发行方（issuer）地址',
    en: 'The discovery document ({url}) is not JSON: check that OIDC_ISSUER is the issuer address of the provider',
  },
  'sso.discoveryIncomplete': {
    zh: '发现文档（{url}）缺少 {field}',
    en: 'The discovery document ({url}) has no {field}',
  },
  'sso.issuerMismatch': {
    zh: '发现文档中的 issuer 为 {found}，与 OIDC_ISSUER（{configured}）不一致：请将 OIDC_ISSUER 设为 {found}',
    en: 'The discovery document names the issuer {found}, not OIDC_ISSUER ({configured}): set OIDC_ISSUER to {found}',
  },
  'sso.jwksHttp': {
    zh: '签名密钥（{url}）返回 HTTP {status}',
    en: 'The signing keys ({url}) answered HTTP {status}',
  },
  'sso.jwksEmpty': {
    zh: '签名密钥（{url}）中没有可用于验证签名的密钥',
    en: 'The signing keys ({url}) hold no key to verify signatures with',
  },
  'sso.scopeNotListed': {
    zh: '身份提供方未列出作用域 {scopes}（scopes_supported）：如登录时提示 invalid_scope，请从 OIDC_SCOPE 中删除',
    en: 'The provider does not list the scope {scopes} (scopes_supported): if sign-in reports invalid_scope, remove it from OIDC_SCOPE',
  },
  'sso.insecureAllowed': {
    zh: '身份提供方经 http 访问（OIDC_ALLOW_INSECURE=true）：签名密钥以明文传输，仅限开发和测试，生产环境请改用 https',
    en: 'The identity provider is reached over http (OIDC_ALLOW_INSECURE=true): its keys travel in clear; for development and tests only, use https in production',
  },
  'sso.noPkceS256': {
    zh: '身份提供方未声明支持 PKCE S256（code_challenge_methods_supported），而 HRIS 的浏览器登录使用它',
    en: 'The provider does not declare PKCE S256 (code_challenge_methods_supported), which the browser sign-in of HRIS uses',
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
