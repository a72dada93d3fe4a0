import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../db/change-feed';
import { PrincipalCache } from './principal-cache';

function setup(options: { live?: boolean; maxAgeMs?: number; maxEntries?: number } = {}) {
  const feed = new ChangeFeed();
  const connection = {};
  if (options.live !== false) feed.listening(connection);
  let clock = 1_000;
  const cache = new PrincipalCache<{ user: string }>(feed, {
    maxAgeMs: options.maxAgeMs,
    maxEntries: options.maxEntries,
    now: () => clock,
  });
  const reads: string[] = [];
  const read = (key: string) => async () => {
    reads.push(key);
    return key === 'unknown' ? undefined : { user: key };
  };
  return {
    feed,
    connection,
    cache,
    reads,
    read,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('[AUTH][PRINCIPAL CACHE]', () => {
  it('answers a key read once from memory until a change is reported', async () => {
    const { feed, cache, reads, read } = setup();
    expect(await cache.get('a', read('a'))).toEqual({ user: 'a' });
    expect(await cache.get('a', read('a'))).toEqual({ user: 'a' });
    expect(reads).toEqual(['a']);
    expect(cache.hits).toBe(1);

    feed.changed();
    expect(cache.size).toBe(0);
    await cache.get('a', read('a'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('does not keep a row read while a change was reported', async () => {
    const { feed, cache, reads } = setup();
    const row = await cache.get('a', async () => {
      reads.push('a');
      feed.changed();
      return { user: 'stale' };
    });
    expect(row).toEqual({ user: 'stale' });
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while no connection listens, and forgets everything when the last one goes', async () => {
    const idle = setup({ live: false });
    await idle.cache.get('a', idle.read('a'));
    await idle.cache.get('a', idle.read('a'));
    expect(idle.reads).toEqual(['a', 'a']);

    const { feed, connection, cache, reads, read } = setup();
    const second = {};
    feed.listening(second);
    await cache.get('a', read('a'));
    feed.lost(connection);
    expect(cache.size).toBe(1);
    feed.lost(second);
    expect(feed.live).toBe(false);
    expect(cache.size).toBe(0);
    await cache.get('a', read('a'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('does not keep a row read while the last listener went and a new one came', async () => {
    const { feed, connection, cache } = setup();
    await cache.get('a', async () => {
      feed.lost(connection);
      feed.listening({});
      return { user: 'a' };
    });
    expect(feed.live).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('does not keep unknown tokens', async () => {
    const { cache, reads, read } = setup();
    expect(await cache.get('unknown', read('unknown'))).toBeUndefined();
    expect(await cache.get('unknown', read('unknown'))).toBeUndefined();
    expect(reads).toEqual(['unknown', 'unknown']);
  });

  it('reads a key again after maxAgeMs, and keeps at most maxEntries (the oldest go first)', async () => {
    const { cache, reads, read, advance } = setup({ maxAgeMs: 1_000, maxEntries: 2 });
    await cache.get('a', read('a'));
    advance(999);
    await cache.get('a', read('a'));
    advance(1);
    await cache.get('a', read('a'));
    expect(reads).toEqual(['a', 'a']);

    await cache.get('b', read('b'));
    await cache.get('c', read('c'));
    expect(cache.size).toBe(2);
    await cache.get('b', read('b'));
    await cache.get('c', read('c'));
    await cache.get('a', read('a'));
    expect(reads).toEqual(['a', 'a', 'b', 'c', 'a']);
  });
});
