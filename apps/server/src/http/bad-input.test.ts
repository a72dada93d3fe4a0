import { PERMISSION_KEYS } from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../../test/build-test-app';
import { PASSWORD, tokenWithMenus } from '../../test/factories';

/**
 * Bad input, generated from the OpenAPI document: every operation with a body or a query is sent
 * wrong types, null, NUL characters, lone surrogates, huge strings and numbers, ids written as
 * `0x10` / `1e3`, prototype keys and unknown sort and filter names. No answer may be HTTP 500, and
 * every refusal of such input is 40001 with a Chinese message. Operations added later are covered
 * without editing this file.
 */
let t: TestApp;
let token: string;
let account: string;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
}

interface Operation {
  method: 'get' | 'post';
  path: string;
  body?: JsonSchema;
  query?: JsonSchema;
}

/** Routes whose success would end the caller's session; their bad input is still sent below. */
const SESSION_ENDING = new Set(['/api/User/Logout']);
/** Binary and multipart routes are tested by their own modules. */
const SKIP = new Set(['/api/File/UploadSingle']);

const CHINESE = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  t = await buildTestApp();
  // Every key with edit and the whole company: each route reaches its input checks.
  const everything = await tokenWithMenus(t, {
    menus: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, 1])),
    scopeKind: 'all',
  });
  account = everything.account;
  token = everything.token;
});
afterAll(async () => {
  await t?.close();
});

function operations(): Operation[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: any; parameters?: any[] }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || SKIP.has(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const body = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const queryParams = (op.parameters ?? []).filter((p: any) => p.in === 'query');
      const query = queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p: any) => [p.name, p.schema as JsonSchema])),
          }
        : undefined;
      if (body?.properties || query) ops.push({ method, path, body, query });
    }
  }
  return ops;
}

function kindOf(s: JsonSchema | undefined): string {
  if (!s) return 'unknown';
  if (s.anyOf || s.oneOf) {
    const kinds = (s.anyOf ?? s.oneOf ?? []).map(kindOf).filter((k) => k !== 'null');
    return kinds[0] ?? 'unknown';
  }
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  return type ?? 'unknown';
}

/** Values that must be refused for a field of this kind. */
function badValues(field: string, s: JsonSchema): { label: string; value: unknown }[] {
  const kind = kindOf(s);
  const common = [{ label: 'an object', value: { $gt: '' } }];
  if (kind === 'string')
    return [
      ...common,
      { label: 'NUL', value: 'a\u0000b' },
      { label: 'a lone surrogate', value: 'a\ud800b' },
      { label: 'a huge string', value: 'x'.repeat(200_000) },
    ];
  if (kind === 'integer' || kind === 'number')
    return [
      ...common,
      { label: 'text', value: 'abc' },
      { label: '1e20', value: 1e20 },
      { label: "'1e20'", value: '1e20' },
      { label: 'NUL', value: '1\u0000' },
      ...(isIdField(field)
        ? [
            { label: "'0x10'", value: '0x10' },
            { label: "'1e3'", value: '1e3' },
            { label: 'beyond 32 bits', value: 99_999_999_999 },
            { label: "'99999999999'", value: '99999999999' },
          ]
        : []),
    ];
  if (kind === 'boolean') return [...common, { label: 'text', value: 'a\u0000' }];
  if (kind === 'array')
    return [
      { label: 'a string', value: 'x\u0000' },
      { label: 'huge numbers', value: [1e20] },
      { label: 'NUL items', value: ['\u0000'] },
    ];
  if (kind === 'object')
    return [
      { label: 'a string', value: 'x' },
      { label: 'a NUL key', value: { 'a\u0000': { search: 'x' } } },
    ];
  return [{ label: 'NUL', value: '\u0000' }];
}

/** A plausible value for each required field, so the bad one is the field the answer is about. */
function sample(s: JsonSchema | undefined): unknown {
  if (!s) return 'a';
  if (s.enum) return s.enum[0];
  const kind = kindOf(s);
  if (kind === 'string') return 'a';
  if (kind === 'integer' || kind === 'number') return 1;
  if (kind === 'boolean') return false;
  if (kind === 'array') return [];
  if (kind === 'object') return baseOf(s);
  return 'a';
}

function baseOf(s: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries((s?.required ?? []).map((k) => [k, sample(s?.properties?.[k])]));
}

const isIdField = (field: string) => /(^id|Id|Ids)$/.test(field);

async function send(op: Operation, part: 'body' | 'query', payload: Record<string, unknown>) {
  const res = await t.app.inject(
    part === 'body'
      ? { method: op.method.toUpperCase() as 'POST', url: op.path, payload, headers: { AccessToken: token } }
      : {
          method: op.method.toUpperCase() as 'GET',
          url: `${op.path}?${new URLSearchParams(
            Object.entries(payload).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          )}`,
          headers: { AccessToken: token },
        },
  );
  let body: { code?: number; msg?: string } = {};
  try {
    body = res.json();
  } catch {
    // A binary answer (an export) is fine: it is not a 500.
  }
  if (body.code === 10003) token = await login(t, account, PASSWORD);
  return { status: res.statusCode, code: body.code, msg: body.msg ?? '', contentType: res.headers['content-type'] };
}

describe('bad input, generated from the OpenAPI document', () => {
  it('covers the operations', () => {
    expect(operations().length).toBeGreaterThan(40);
  });

  it('refuses every bad field with 40001 and a Chinese message, never HTTP 500', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      if (SESSION_ENDING.has(op.path)) continue;
      for (const part of ['body', 'query'] as const) {
        const schema = op[part];
        if (!schema?.properties) continue;
        for (const [field, fieldSchema] of Object.entries(schema.properties)) {
          for (const bad of badValues(field, fieldSchema)) {
            // Query strings carry text only: a nested or typed value cannot be sent there.
            if (part === 'query' && typeof bad.value !== 'string' && typeof bad.value !== 'number') continue;
            const r = await send(op, part, { ...baseOf(schema), [field]: bad.value });
            const where = `${op.method.toUpperCase()} ${op.path} ${field}=${bad.label}`;
            if (r.status >= 500 || r.code === 500) failures.push(`${where}: HTTP ${r.status} code ${r.code}`);
            else if (r.code !== 40001) failures.push(`${where}: code ${r.code} ${r.msg}`);
            else if (!CHINESE.test(r.msg)) failures.push(`${where}: message not Chinese: ${r.msg}`);
            else if (!String(r.contentType).startsWith('application/json'))
              failures.push(`${where}: error without JSON content type (${r.contentType})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses prototype keys, unknown sort and filter names and NUL in filters on every list', async () => {
    const failures: string[] = [];
    const lists = operations().filter((op) => op.body?.properties?.sortFieldName && op.body.properties.filters);
    expect(lists.length).toBeGreaterThan(10);
    const cases: { label: string; body: Record<string, unknown> }[] = [
      { label: 'sort __proto__', body: { sortFieldName: '__proto__' } },
      { label: 'sort constructor', body: { sortFieldName: 'constructor' } },
      { label: 'sort toString', body: { sortFieldName: 'toString' } },
      { label: 'unknown sort', body: { sortFieldName: 'no_such_column' } },
      { label: 'unknown filter', body: { filters: { no_such_column: { search: 'x' } } } },
      { label: 'filter constructor', body: { filters: { constructor: { search: 'x' } } } },
      { label: 'filter __proto__', body: JSON.parse('{"filters":{"__proto__":{"search":"x"}}}') },
      { label: 'NUL search', body: { filters: { name: { search: '王\u0000' } } } },
      { label: 'huge search', body: { filters: { name: { search: '王'.repeat(100_000) } } } },
      { label: 'page 1e20', body: { pageIndex: 1e20 } },
    ];
    for (const op of lists) {
      for (const c of cases) {
        const r = await send(op, 'body', c.body);
        const where = `${op.path} ${c.label}`;
        if (r.status >= 500 || r.code === 500) failures.push(`${where}: HTTP ${r.status} code ${r.code}`);
        else if (r.code !== 40001) failures.push(`${where}: code ${r.code} ${r.msg}`);
        else if (!CHINESE.test(r.msg)) failures.push(`${where}: message not Chinese: ${r.msg}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
