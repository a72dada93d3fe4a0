import { describe, expect, it } from 'vitest';
import { pagePath } from './paths';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('page paths from the route table', () => {
  it('finds a page by the name of its title, with its query', () => {
    expect(pagePath('staffList')).toBe('/basicData/staffList');
    expect(pagePath('staffDetail', { id: 12 })).toBe('/basicData/staffDetail?id=12');
    // The spec's spelling stays: the address is the contract.
    expect(pagePath('threePeriodsEdit', { id: 3 })).toBe('/basicData/UesrThreePeriodsEdit?id=3');
    expect(() => pagePath('noSuchPage')).toThrow('no page named "noSuchPage"');
  });

  it('knows every page the code links to by name', () => {
    const names = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/\bpagePath\('([A-Za-z0-9]+)'/g)) names.add(match[1] as string);
    }
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(() => pagePath(name), name).not.toThrow();
  });
});
