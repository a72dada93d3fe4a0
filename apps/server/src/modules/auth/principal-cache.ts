import type { ChangeFeed } from '../../db/change-feed';

export interface PrincipalCacheOptions {
  /** An entry is read again after this long even when no change was reported (a safety net). */
  maxAgeMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The session-and-principal row of recently seen tokens, so that a request does not read it from
 * the database every time (it was one of a list page's three statements, and the one that builds
 * JSON). Emptied whenever the change feed reports a change to sessions, users, roles, grants or org
 * units, by this server or another; used only while the feed is live. A row read while a change
 * was being reported (the generation moved during the read) is returned but not kept.
 */
export class PrincipalCache<Row extends object> {
  readonly #entries = new Map<string, { row: Row; at: number }>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Rows answered from memory, for tests and diagnostics. */
  hits = 0;

  constructor(
    private readonly feed: ChangeFeed,
    options: PrincipalCacheOptions = {},
  ) {
    this.#maxAgeMs = options.maxAgeMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
    feed.subscribe(() => this.#entries.clear());
  }

  async get(key: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const entry = this.#entries.get(key);
    if (entry && this.feed.live && this.#now() - entry.at < this.#maxAgeMs) {
      this.hits++;
      return entry.row;
    }
    if (entry) this.#entries.delete(key);
    const generation = this.feed.generation;
    const live = this.feed.live;
    const at = this.#now();
    const row = await read();
    if (row && live && this.feed.generation === generation) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      this.#entries.set(key, { row, at });
    }
    return row;
  }

  get size(): number {
    return this.#entries.size;
  }
}
