import { ZStaffEntryFormSchema, ZUpdateStaffRequestSchema } from '@hris/contract';
import type { FormInstance } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { fieldRule } from '../processes/shared/zod-form';
import { MASKED_FIELDS, safeParseKeepingMasked, unlessMasked, withoutMaskedValues } from './masked';
import { identityNumberRule } from './person-rules';

/** Runs an antd validator rule on one value: resolves when it passes, rejects with its message. */
function check(rule: RuleObject | RuleRender, value: unknown) {
  const object = typeof rule === 'function' ? rule({} as FormInstance) : rule;
  return Promise.resolve(object.validator?.(object, value, () => {}));
}

const VALID_ID = '110105199003071239';
const onboarding = {
  inductionType: 'new',
  name: '王小明',
  gender: 'M',
  identityNumber: '1101**********1239',
  phone: '138****8000',
  employeeType: 'store',
  shopCode: 'SH001',
  positionId: 5,
  rank: 'S1',
  preEntryTime: '2026-12-01',
  probationMonths: 3,
  contractYears: 3,
};

describe('masked values in forms (issue 38)', () => {
  it('knows the fields the server masks', () => {
    for (const field of ['identityNumber', 'phone', 'childIdNumber']) expect(MASKED_FIELDS.has(field)).toBe(true);
    expect(MASKED_FIELDS.has('email')).toBe(false);
  });

  it('lets a masked value pass a rule of a full value, and checks any other', async () => {
    const phoneRule = unlessMasked({
      validator: async (_rule, value: unknown) => {
        if (!/^1\d{10}$/.test(String(value))) throw new Error('手机号码应为11位数字，以1开头');
      },
    });
    await expect(check(phoneRule, '138****8000')).resolves.toBeUndefined();
    await expect(check(phoneRule, '13800138000')).resolves.toBeUndefined();
    await expect(check(phoneRule, '1380013800')).rejects.toThrow('手机号码应为11位数字，以1开头');
    // A rule that reads the form (genderRule, employmentDateRule) is wrapped the same way.
    const rendered = unlessMasked(() => ({
      validator: async () => {
        throw new Error('refused');
      },
    }));
    await expect(check(rendered, '3101**********1234')).resolves.toBeUndefined();
    await expect(check(rendered, VALID_ID)).rejects.toThrow('refused');
  });

  it('the contract field rule and the identity rule take a masked value as unchanged', async () => {
    const phone = fieldRule(ZStaffEntryFormSchema.shape, 'phone') as RuleObject;
    await expect(check(phone, '138****8000')).resolves.toBeUndefined();
    await expect(check(phone, '1380013800')).rejects.toThrow('手机号码应为11位数字');
    await expect(check(identityNumberRule, '1101**********1239')).resolves.toBeUndefined();
    await expect(check(identityNumberRule, '110105199003071230')).rejects.toThrow('身份证号码校验位不正确');
  });

  it('parses a stored form with masked values as valid, and still refuses a bad full value', () => {
    const kept = safeParseKeepingMasked(ZStaffEntryFormSchema, onboarding);
    expect(kept.success).toBe(true);

    const badName = safeParseKeepingMasked(ZStaffEntryFormSchema, { ...onboarding, name: '王' });
    expect(badName.success).toBe(false);
    if (!badName.success) expect(badName.error.issues.map((i) => i.path.join('.'))).toEqual(['name']);

    const badPhone = safeParseKeepingMasked(ZStaffEntryFormSchema, { ...onboarding, phone: '1380013800' });
    expect(badPhone.success).toBe(false);
    if (!badPhone.success) expect(badPhone.error.issues[0]?.message).toBe('手机号码应为11位数字');
  });

  it('leaves masked values out of a body, at any depth, and nothing else', () => {
    expect(
      withoutMaskedValues({
        id: 7,
        phone: '138****8000',
        identityNumber: VALID_ID,
        remark: '备注****',
        children: [{ childIdNumber: '3101**********1234', childName: '小宝' }],
      }),
    ).toEqual({ id: 7, identityNumber: VALID_ID, remark: '备注****', children: [{ childName: '小宝' }] });
    // What the staff edit sends once the masks are left out: the schema accepts it.
    const body = withoutMaskedValues({ id: 7, version: 3, phone: '138****8000', identityNumber: '1101**********1239' });
    expect(ZUpdateStaffRequestSchema.safeParse(body).success).toBe(true);
    expect(ZUpdateStaffRequestSchema.safeParse({ ...body, phone: '138****8000' }).success).toBe(false);
  });
});
