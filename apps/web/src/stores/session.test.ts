import { STORAGE_FLOW_LIST, STORAGE_MENU_PERMISSIONS, type TLoginResponse, TOKEN_COOKIE } from '@hris/contract';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { applyLogin, applyUserInfo, leaveSession, useSessionStore } from './session';

const menus = [{ menuCode: 'StaffList', isEdit: 1, roleID: '019' }];
const login: TLoginResponse = {
  accessToken: 'token-1',
  dispName: '王芳',
  avatar: '',
  loginMethod: 'password',
  roleList: [{ roleID: '019', roleName: '门店HR' }],
  userID: 7,
  navMenus: menus,
  mustChangePassword: false,
} as TLoginResponse;
const info = {
  userID: 7,
  account: 'sh001_hr',
  name: '王芳',
  avatar: '',
  roles: ['019'],
  roleList: [{ roleID: '019', roleName: '门店HR' }],
  unreadMessageCount: 3,
  navMenus: [...menus, { menuCode: 'Task', isEdit: 1, roleID: '019' }],
  flowList: [{ flowId: 8, flowName: '失物扣款' }],
  mustChangePassword: false,
};

describe('[SESSION] sign-out', () => {
  it('an answer of GetUserInfo that arrives after sign-out puts nothing of the session back', async () => {
    applyLogin(login);
    expect(applyUserInfo(info)).toBe(true);
    expect(localStorage.getItem(STORAGE_MENU_PERMISSIONS)).not.toBeNull();

    await leaveSession(() => {});
    expect(applyUserInfo(info)).toBe(false);
    expect(localStorage.getItem(STORAGE_MENU_PERMISSIONS)).toBeNull();
    expect(localStorage.getItem(STORAGE_FLOW_LIST)).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(useSessionStore.getState()).toMatchObject({ token: '', menuPermissions: [], unreadMessageCount: 0 });
  });
});
