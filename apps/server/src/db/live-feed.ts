import pg from 'pg';

/** The channel migration 0033's triggers notify on: what changed for whom (modules/events). */
export const LIVE_CHANNEL = 'hris_live';

/** One change as a browser is told of it: what kind, and the work when there is one. */
export interface LiveEvent {
  kind: 'todo' | 'work' | 'message';
  workId?: number;
}

const KINDS = { t: 'todo', w: 'work', m: 'message' } as const;

/** `t:12:345` → user 12, a to-do of work 345; null for what is not one of the triggers' payloads. */
export function parseLivePayload(payload: string): { userId: number; event: LiveEvent } | null {
  const [code, user, work] = payload.split(':');
  const kind = KINDS[code as keyof typeof KINDS];
  const userId = Number(user);
  if (!kind || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const workId = work === undefined ? undefined : Number(work);
  if (workId !== undefined && (!Number.isSafeInteger(workId) || workId <= 0)) return null;
  return { userId, event: workId === undefined ? { kind } : { kind, workId } };
}

/**
 * Tells this server's open event streams what changed for their user, whichever server made the
 * change: the database notifies at COMMIT (migration 0033), so an event never announces what a
 * rolled-back transaction did, and a reader that refetches on it sees the change.
 *
 * PostgreSQL: one connection of its own LISTENs (a pooled one would be handed to queries), and it
 * reconnects after a loss; while it is down `live` is false and the browsers poll as before.
 * PGlite: the one in-process connection's listener.
 */
export class LiveFeed {
  #subscribers = new Map<number, Set<(event: LiveEvent) => void>>();
  #live = false;
  #stop: (() => Promise<void>) | null = null;

  get live(): boolean {
    return this.#live;
  }

  /** Open streams (for the bench and the tests). */
  get streams(): number {
    let n = 0;
    for (const set of this.#subscribers.values()) n += set.size;
    return n;
  }

  /** Calls `fn` with each change for `userId`; returns the unsubscribe. */
  subscribe(userId: number, fn: (event: LiveEvent) => void): () => void {
    let set = this.#subscribers.get(userId);
    if (!set) {
      set = new Set();
      this.#subscribers.set(userId, set);
    }
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.#subscribers.get(userId) === set) this.#subscribers.delete(userId);
    };
  }

  /** A notification's payload: told to the user's streams on this server. */
  notify(payload: string): void {
    const parsed = parseLivePayload(payload);
    if (!parsed) return;
    const set = this.#subscribers.get(parsed.userId);
    if (set) for (const fn of set) fn(parsed.event);
  }

  /** PGlite: its listener is the feed's source. */
  attached(stop: () => Promise<void>): void {
    this.#live = true;
    this.#stop = stop;
  }

  /** PostgreSQL: a connection of its own listens, and comes back after a loss (every second). */
  listenOn(connectionString: string): void {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const next = new pg.Client({ connectionString });
      client = next;
      const lost = () => {
        this.#live = false;
        if (client !== next) return;
        client = null;
        next.removeAllListeners();
        next.on('error', () => {});
        next.end().catch(() => {});
        if (!closed) retry = setTimeout(() => void connect(), 1_000).unref();
      };
      next.on('error', lost);
      next.on('end', lost);
      next.on('notification', (n) => {
        if (n.channel === LIVE_CHANNEL && n.payload) this.notify(n.payload);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${LIVE_CHANNEL}`);
        if (client === next) this.#live = true;
      } catch {
        lost();
      }
    };
    void connect();
    this.#stop = async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      this.#live = false;
      await last?.end().catch(() => {});
    };
  }

  async close(): Promise<void> {
    await this.#stop?.();
    this.#stop = null;
  }
}
