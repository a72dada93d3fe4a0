import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from './api/common';
import { ZLoginRequestSchema } from './api/user';
import { ERROR_MESSAGES, ErrorCode } from './errors';
import { MENU_TREE, menuEntry, PERMISSION_GROUPS, PERMISSION_KEYS, sectionKeys } from './permissions';
import { PROCESSES } from './processes/index';
import { ZMoney } from './processes/money';

describe('[CONTRACT] permission keys', () => {
  it('holds the 43 keys of spec §6 verbatim, misspellings included', () => {
    expect(PERMISSION_KEYS).toHaveLength(45);
    expect(PERMISSION_KEYS).toContain('UesrThreePeriodsList');
    expect(PERMISSION_KEYS).toContain('StaffTurnove');
    expect(PERMISSION_KEYS).toContain('transferList');
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('the menu tree holds every key exactly once, each with a Chinese and an English name', () => {
    const keys = MENU_TREE.flatMap((section) => sectionKeys(section));
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const key of PERMISSION_KEYS) {
      expect(menuEntry(key)?.zh).toMatch(/\S/);
      expect(menuEntry(key)?.en).toMatch(/\S/);
    }
    expect(menuEntry('StaffList')?.section.key).toBe('BasicData');
    expect(menuEntry('NoSuchMenu')).toBeUndefined();
  });

  it('groups only known keys', () => {
    for (const keys of Object.values(PERMISSION_GROUPS)) for (const k of keys) expect(PERMISSION_KEYS).toContain(k);
  });
});

describe('[CONTRACT] processes', () => {
  it('lists the 17 flows of spec §4 with unique flow ids and step ids', () => {
    expect(PROCESSES).toHaveLength(17);
    expect(new Set(PROCESSES.map((p) => p.flowId)).size).toBe(17);
    const steps = PROCESSES.flatMap((p) => p.steps);
    expect(new Set(steps).size).toBe(steps.length);
    expect(PROCESSES.find((p) => p.startForm === 'staff_entry_post')?.steps).toEqual([1201, 1202, 1203, 1204]);
    expect(PROCESSES.find((p) => p.startForm === 'deduction_post')?.steps).toEqual([801, 802]);
  });
});

describe('[CONTRACT] errors and labels', () => {
  it('has a Chinese and an English message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(ERROR_MESSAGES[code].zh).not.toBe('');
      expect(ERROR_MESSAGES[code].en).not.toBe('');
    }
  });

  it('finds the Chinese label of a field, also inside nested and optional schemas', () => {
    expect(fieldLabel(ZLoginRequestSchema, ['account'])).toBe('账号');
    const nested = z.object({
      rows: z.array(z.object({ amount: z.number().optional().describe('金额') })).describe('明细'),
    });
    expect(fieldLabel(nested, ['rows', 0, 'amount'])).toBe('金额');
    expect(fieldLabel(nested, ['rows'])).toBe('明细');
    expect(fieldLabel(nested, ['missing'])).toBeUndefined();
  });

  it('trims the account and password before validating', () => {
    expect(ZLoginRequestSchema.parse({ account: ' admin ', password: ' Admin@2026 ' })).toEqual({
      account: 'admin',
      password: 'Admin@2026',
    });
    expect(ZLoginRequestSchema.safeParse({ account: '  ', password: 'x' }).success).toBe(false);
  });
});

describe('[CONTRACT] money', () => {
  it('reads an amount as entered: empty or not sent is 0, two decimals at most, 0 to 1,000,000', () => {
    const money = (v: unknown) => ZMoney.safeParse(v);
    expect(money(undefined)).toMatchObject({ success: true, data: 0 });
    expect(money('')).toMatchObject({ success: true, data: 0 });
    expect(money(' 12.5 ')).toMatchObject({ success: true, data: 12.5 });
    expect(money(1_000_000)).toMatchObject({ success: true, data: 1_000_000 });
    expect(money('1000000.01').error?.issues[0]?.message).toBe('金额不能超过1000000');
    expect(money(-1).error?.issues[0]?.message).toBe('请输入不小于0的金额');
    expect(money('1.234').error?.issues[0]?.message).toBe('金额最多两位小数');
    expect(money(true).error?.issues[0]?.message).toBe('请输入金额');
  });
});
