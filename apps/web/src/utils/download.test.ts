import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    expect(
      filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%81%A5%E5%BA%B7%E8%AF%81.xlsx`),
    ).toBe('健康证.xlsx');
  });
  it('reads quoted and bare names', () => {
    expect(filenameFromDisposition('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(filenameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
  });
  it('returns null without a name', () => {
    expect(filenameFromDisposition('inline')).toBeNull();
    expect(filenameFromDisposition(undefined)).toBeNull();
  });
});
