import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeRedirect('/task/index?tab=toDo')).toBe('/task/index?tab=toDo');
  });
  it('refuses other hosts, the sign-in page itself and empty values', () => {
    expect(safeRedirect('//evil.example.com/x')).toBe('/');
    expect(safeRedirect('https://evil.example.com')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
