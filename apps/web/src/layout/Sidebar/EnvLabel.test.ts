import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { envLabel } from './env-label';

describe('environment label', () => {
  it('production shows the plain version, UAT a UAT version text', () => {
    expect(envLabel('production', '1.4.0004', i18n.t)).toBe('1.4.0004');
    expect(envLabel('uat', '1.4.0004', i18n.t)).toBe('UAT 1.4.0004');
    expect(envLabel('development', '1.4.0004', i18n.t)).toBe('开发版 1.4.0004');
  });
});
