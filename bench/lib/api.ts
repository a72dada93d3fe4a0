export interface Envelope<T = any> {
  code: number;
  msg: string;
  data: T;
}

export async function post<T = any>(baseUrl: string, url: string, token: string | undefined, body: unknown = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { AccessToken: token } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Envelope<T> };
  } catch {
    throw new Error(`${url}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
}

export const DEMO_PASSWORD = 'Hris@2026';

/** Signs in through the real endpoint; returns the whole login answer (token, menus, roles). */
export async function login(baseUrl: string, account: string, password = DEMO_PASSWORD) {
  const { body } = await post(baseUrl, '/api/User/Login', undefined, { account, password });
  if (body.code !== 0) throw new Error(`login ${account}: ${body.msg}`);
  return body.data as {
    accessToken: string;
    dispName: string;
    navMenus: { menuCode: string; isEdit: number; roleID: string }[];
    roleList: { roleID: string; roleName: string }[];
  };
}
