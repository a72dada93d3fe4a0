import { describe, expect, it } from 'vitest';
import * as contract from './index';
import { isMaskedValue, maskPersonal, NOT_PERSONAL_FIELDS, PERSONAL_FIELDS, PERSONAL_LOOKING } from './privacy';

/** Every object key of a zod schema, through wrappers, arrays, unions and pipes. */
function keysOf(schema: unknown, into: Set<string>, depth = 0) {
  const def = (schema as { _zod?: { def?: any } } | undefined)?._zod?.def;
  if (!def || depth > 10) return;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        into.add(key);
        keysOf(value, into, depth + 1);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      keysOf(def.innerType, into, depth + 1);
      break;
    case 'array':
      keysOf(def.element, into, depth + 1);
      break;
    case 'pipe':
      keysOf(def.in, into, depth + 1);
      keysOf(def.out, into, depth + 1);
      break;
    case 'union':
      for (const option of def.options) keysOf(option, into, depth + 1);
      break;
    case 'intersection':
      keysOf(def.left, into, depth + 1);
      keysOf(def.right, into, depth + 1);
      break;
    case 'record':
      keysOf(def.valueType, into, depth + 1);
      break;
  }
}

describe('[PRIVACY] the classification of personal fields', () => {
  it('tags every field of every schema, form and export whose name looks personal', () => {
    const keys = new Set<string>();
    for (const value of Object.values(contract)) if (value && typeof value === 'object') keysOf(value, keys);
    // Export columns name their cells by key too.
    for (const [name, value] of Object.entries(contract))
      if (/EXPORT_COLUMNS$|_COLUMNS$/.test(name) && Array.isArray(value))
        for (const column of value as { key?: unknown }[]) if (typeof column.key === 'string') keys.add(column.key);
    expect(keys.size).toBeGreaterThan(300);
    const untagged = [...keys].filter(
      (k) => PERSONAL_LOOKING.test(k) && !(k in PERSONAL_FIELDS) && !(k in NOT_PERSONAL_FIELDS),
    );
    expect(untagged, 'tag them in PERSONAL_FIELDS (or say why not in NOT_PERSONAL_FIELDS)').toEqual([]);
  });

  it('masks identity numbers and phones so they stay recognisable and never whole', () => {
    expect(maskPersonal('identity', '310104199001011234')).toBe('3101**********1234');
    expect(maskPersonal('phone', '13812345678')).toBe('138****5678');
    expect(maskPersonal('bank', '6222020200001234567')).toBe('****4567');
    expect(isMaskedValue(maskPersonal('identity', '310104199001011234'))).toBe(true);
    expect(isMaskedValue('13812345678')).toBe(false);
  });
});
