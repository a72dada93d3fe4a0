import { describe, expect, it } from 'vitest';
import { businessToday } from './dates';

describe('businessToday', () => {
  it('turns the day at midnight in China, also when asked again within the same minute', () => {
    expect(businessToday(new Date('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(businessToday(new Date('2026-11-25T16:00:00.000Z'))).toBe('2026-11-26');
    expect(businessToday(new Date('2026-11-25T16:00:59.000Z'))).toBe('2026-11-26');
    expect(businessToday(new Date('2026-11-25T15:59:30.000Z'))).toBe('2026-11-25');
  });

  it('answers per time zone for the same instant', () => {
    const instant = new Date('2026-11-25T20:00:00Z');
    expect(businessToday(instant)).toBe('2026-11-26');
    expect(businessToday(instant, 'America/New_York')).toBe('2026-11-25');
    expect(businessToday(instant)).toBe('2026-11-26');
  });
});
