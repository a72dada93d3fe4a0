/**
 * The user endpoints, apart from their schemas: the web's sign-in path needs the paths but not
 * zod (a module importing only this file leaves the schemas, and zod, out of its bundle).
 */
export const UserPaths = {
  login: '/api/User/Login',
  loginForTest: '/api/User/LoginForTest',
  loginWithJwt: '/api/User/LoginWithJWT',
  logout: '/api/User/Logout',
  getUserInfo: '/api/User/GetUserInfo',
  changePassword: '/api/User/ChangePassword',
  getUserInfoForStartWfUser: '/api/User/GetUserInfoForStartWFUser',
  searchEmployee: '/api/User/SearchEmployee',
  getEmployeeInfoEntryCurrentMonthList: '/api/User/GetEmployeeInfoEntryCurrentMonthList',
  getWeeklyNewHireList: '/api/User/GetWeeklyNewHireList',
  getUserMenuButton: '/api/UserPermission/GetUserMenuButton',
  getAuthConfig: '/api/User/GetAuthConfig',
  /** The company sign-on's diagnosis, for the interface centre (permission Interface). */
  getSsoStatus: '/api/User/GetSsoStatus',
  /** Runs the diagnosis again now (permission Interface, edit). */
  checkSso: '/api/User/CheckSso',
  unlockAccount: '/api/User/UnlockAccount',
  getAccountLockState: '/api/User/GetAccountLockState',
} as const;
