import { describe, expect, it } from 'vitest';
import { addWorkingDays, businessToday } from './dates';

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

describe('addWorkingDays', () => {
  it('skips Saturdays and Sundays', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-24', 3)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-24', 0)).toBe('2026-11-24');
  });
});
