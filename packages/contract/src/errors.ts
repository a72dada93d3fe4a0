/**
 * The error-code catalogue. Code 0 is success; every other code carries a Chinese message
 * (shown verbatim by the web) and an English one for the en-US interface.
 */
export const ErrorCode = {
  Ok: 0,
  /** No token on a protected path (sent with HTTP 401). */
  Unauthorized: 401,
  /** Token not known to the server. */
  TokenUnknown: 10001,
  /** Token past its idle or absolute expiry. */
  TokenExpired: 10002,
  /** Token revoked: logged out, account disabled or password changed. */
  TokenRevoked: 10003,
  Validation: 40001,
  LoginFailed: 40002,
  AccountDisabled: 40003,
  SsoFailed: 40004,
  SsoNotConfigured: 40005,
  PasswordChangeRequired: 40006,
  Forbidden: 40301,
  ReadOnly: 40302,
  OutOfScope: 40303,
  NotFound: 40401,
  Conflict: 40901,
  RateLimited: 42901,
  Internal: 500,
  /** The database cannot be reached or did not answer in time (sent with HTTP 503). */
  Unavailable: 50301,
  /** A statement ran past the database's time limit (sent with HTTP 503). */
  Timeout: 50302,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCode, { zh: string; en: string }> = {
  0: { zh: '成功', en: 'Success' },
  401: { zh: '请先登录', en: 'Please sign in' },
  10001: { zh: '登录凭证无效，请重新登录', en: 'Invalid sign-in token, please sign in again' },
  10002: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please sign in again' },
  10003: {
    zh: '登录已失效（已退出、账号停用或密码已修改），请重新登录',
    en: 'Your session was revoked, please sign in again',
  },
  40001: { zh: '请求参数错误', en: 'Invalid request' },
  40002: { zh: '账号或密码错误', en: 'Wrong account or password' },
  40003: { zh: '账号已停用，请联系系统管理员', en: 'This account is disabled, contact the administrator' },
  40004: { zh: '单点登录失败', en: 'Single sign-on failed' },
  40005: { zh: '未配置单点登录', en: 'Single sign-on is not configured' },
  40006: { zh: '请先修改初始密码', en: 'Please change your initial password first' },
  40301: { zh: '没有访问权限', en: 'Permission denied' },
  40302: { zh: '没有编辑权限', en: 'You have read-only access' },
  40303: { zh: '没有该数据的访问权限', en: 'This record is outside your data scope' },
  40401: { zh: '数据不存在', en: 'Not found' },
  40901: { zh: '数据已被修改，请刷新后重试', en: 'The data changed, refresh and try again' },
  42901: { zh: '登录尝试过于频繁，请稍后再试', en: 'Too many attempts, try again later' },
  500: { zh: '服务器内部错误', en: 'Internal server error' },
  50301: {
    zh: '数据库暂时无法连接，本次操作未执行，请稍后重试',
    en: 'The database cannot be reached; nothing was changed, try again shortly',
  },
  50302: {
    zh: '数据库处理超时，本次操作未执行，请稍后重试或缩小查询范围',
    en: 'The database took too long; nothing was changed, try again or narrow the query',
  },
};

/** Codes after which the web clears the token and reloads (spec §8). */
export const SESSION_ENDING_CODES: readonly number[] = [10001, 10002, 10003];

/** The response envelope of every JSON call. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
