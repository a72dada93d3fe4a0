import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RobotPlatformName = 'wecom' | 'dingtalk' | 'feishu';

/**
 * - ok: answers as the platform does (success, or its error for a bad signature or URL);
 * - error500: HTTP 500;
 * - hang: reads the request and never answers;
 * - refuse: resets every connection as it opens (a firewall's RST); for "connection refused"
 *   proper, send to a port nothing listens on.
 */
export type RobotMode = 'ok' | 'error500' | 'hang' | 'refuse';

export interface RobotRequest {
  platform: RobotPlatformName;
  path: string;
  query: Record<string, string>;
  /** The JSON body parsed, or the raw text when it is not JSON. */
  body: any;
  headers: http.IncomingHttpHeaders;
}

export interface RobotStandIn {
  /** `http://127.0.0.1:<port>`; the robots live under /wecom, /dingtalk and /feishu. */
  url: string;
  /** Every request that reached a robot, in order (all modes but refuse). */
  received: RobotRequest[];
  /** The robots' signing secrets; a platform without one accepts unsigned (and any signed) requests. */
  secrets: { dingtalk?: string; feishu?: string };
  mode: RobotMode;
  /** Ends the server and every connection, hanging ones included. */
  close(): Promise<void>;
}

/** Both platforms refuse a timestamp more than an hour from their clock. */
const SIGN_WINDOW_MS = 60 * 60 * 1000;

const ANSWERS = {
  wecomOk: { errcode: 0, errmsg: 'ok' },
  wecomBadKey: { errcode: 93000, errmsg: 'invalid webhook url, hint: [stand-in]' },
  wecomBadBody: { errcode: 40008, errmsg: 'invalid message type, hint: [stand-in]' },
  dingtalkOk: { errcode: 0, errmsg: 'ok' },
  dingtalkNoToken: { errcode: 300001, errmsg: 'token is not exist' },
  dingtalkBadSign: {
    errcode: 310000,
    errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
  },
  dingtalkBadBody: { errcode: 40035, errmsg: '缺少参数 json' },
  feishuOk: { StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' },
  feishuBadSign: {
    code: 19021,
    data: {},
    msg: 'sign match fail or timestamp is not within one hour from current time',
  },
  feishuBadBody: { code: 9499, data: {}, msg: 'Bad Request' },
};

/**
 * One HTTP server on 127.0.0.1 (a free port) playing the three group robots:
 * `/wecom/cgi-bin/webhook/send?key=K`, `/dingtalk/robot/send?access_token=T` and
 * `/feishu/open-apis/bot/v2/hook/ID`. It checks the DingTalk and Feishu signatures by the
 * platforms' documented rules when `secrets` names one. `mode` and `secrets` may change at any time.
 */
export async function startRobotStandIn(): Promise<RobotStandIn> {
  const server = http.createServer();
  const standIn: RobotStandIn = {
    url: '',
    received: [],
    secrets: {},
    mode: 'ok',
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };

  server.on('connection', (socket) => {
    if (standIn.mode === 'refuse') socket.resetAndDestroy();
  });
  server.on('request', (req, res) => {
    answer(standIn, req, res).catch(() => req.socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

async function answer(standIn: RobotStandIn, req: http.IncomingMessage, res: http.ServerResponse) {
  // A connection kept alive from before the switch to refuse.
  if (standIn.mode === 'refuse') {
    req.socket.resetAndDestroy();
    return;
  }
  const raw = await readBody(req);
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const platform = platformOf(url.pathname);
  if (!platform || req.method !== 'POST') {
    res.writeHead(404).end();
    return;
  }
  const body = parseJson(raw);
  const query = Object.fromEntries(url.searchParams);
  standIn.received.push({ platform, path: url.pathname, query, body: body ?? raw, headers: req.headers });

  if (standIn.mode === 'hang') return;
  if (standIn.mode === 'error500') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    return;
  }
  const reply =
    platform === 'wecom'
      ? wecomAnswer(query, body)
      : platform === 'dingtalk'
        ? dingtalkAnswer(query, body, standIn.secrets.dingtalk)
        : feishuAnswer(body, standIn.secrets.feishu);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(reply));
}

function platformOf(path: string): RobotPlatformName | null {
  if (path === '/wecom/cgi-bin/webhook/send') return 'wecom';
  if (path === '/dingtalk/robot/send') return 'dingtalk';
  if (/^\/feishu\/open-apis\/bot\/v2\/hook\/[^/]+$/.test(path)) return 'feishu';
  return null;
}

function wecomAnswer(query: Record<string, string>, body: any) {
  if (!query.key) return ANSWERS.wecomBadKey;
  if (!body?.msgtype) return ANSWERS.wecomBadBody;
  return ANSWERS.wecomOk;
}

/** 加签: timestamp (ms) and sign in the query; sign = base64(HMAC-SHA256(key secret, `timestamp\nsecret`)). */
function dingtalkAnswer(query: Record<string, string>, body: any, secret: string | undefined) {
  if (!query.access_token) return ANSWERS.dingtalkNoToken;
  if (secret) {
    const timestamp = Number(query.timestamp);
    const expected = createHmac('sha256', secret).update(`${query.timestamp}\n${secret}`).digest('base64');
    if (!withinWindow(timestamp) || query.sign !== expected) return ANSWERS.dingtalkBadSign;
  }
  if (!body?.msgtype) return ANSWERS.dingtalkBadBody;
  return ANSWERS.dingtalkOk;
}

/** 签名校验: timestamp (s) and sign in the body; sign = base64(HMAC-SHA256(key `timestamp\nsecret`, empty)). */
function feishuAnswer(body: any, secret: string | undefined) {
  if (secret) {
    const timestamp = Number(body?.timestamp);
    const expected = createHmac('sha256', `${body?.timestamp}\n${secret}`).digest('base64');
    if (!withinWindow(timestamp * 1000) || body?.sign !== expected) return ANSWERS.feishuBadSign;
  }
  if (!body?.msg_type) return ANSWERS.feishuBadBody;
  return ANSWERS.feishuOk;
}

function withinWindow(timestampMs: number): boolean {
  return Number.isFinite(timestampMs) && Math.abs(Date.now() - timestampMs) <= SIGN_WINDOW_MS;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
