import { describe, expect, it } from 'vitest';
import * as contract from './index';

const han = /\p{Script=Han}/u;
const isBilingual = (v: unknown): v is { zh: string; en: string } =>
  typeof v === 'object' && v !== null && typeof (v as { zh?: unknown }).zh === 'string' && 'en' in v;

/**
 * Label tables still Chinese only, with why: each is a known gap, listed so that a new table
 * cannot join it unnoticed.
 */
const CHINESE_ONLY = new Set([
  // The system log's action names (an administrator's page; ARCHITECTURE §10 lists it as Chinese).
  'SYSTEM_LOG_ACTION_TEXT',
  // The password rules, shown by the web from its own texts (i18n `password.*`).
  'NEW_PASSWORD_PROBLEM_TEXT',
]);

// Every label table the contract exports (`…_TEXT`): a record of value → text.
const tables = Object.entries(contract).filter(
  ([name, value]) => name.endsWith('_TEXT') && typeof value === 'object' && value !== null && !isBilingual(value),
) as [string, Record<string, unknown>][];

describe('[CONTRACT] enum labels in English', () => {
  it('finds the label tables', () => {
    expect(tables.length).toBeGreaterThan(25);
  });

  it('has an English label for every value of every enum the contract labels for display', () => {
    const missing: string[] = [];
    const labels = contract.ENUM_LABELS as Record<string, Record<string, { zh: string; en: string }>>;
    for (const [name, table] of tables) {
      if (CHINESE_ONLY.has(name)) continue;
      for (const [value, text] of Object.entries(table)) {
        const label = isBilingual(text) ? text : labels[name]?.[value];
        if (!label?.en.trim() || han.test(label.en)) missing.push(`${name}.${value}`);
        else if (!isBilingual(text)) expect(label.zh, `${name}.${value}`).toBe(text);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every process in English', () => {
    expect(contract.PROCESSES).toHaveLength(17);
    for (const p of contract.PROCESSES) {
      expect(p.nameEn.trim(), p.key).not.toBe('');
      expect(p.nameEn, p.key).not.toMatch(han);
    }
  });
});
