import type pg from 'pg';

/** The channel migration 0010's triggers notify on a committed change to sessions, users, roles, grants or org units. */
export const AUTH_CHANNEL = 'hris_auth';

/**
 * Tells this process when what a signed-in principal is read from has changed, in this process or
 * any other on the same database.
 *
 * On PostgreSQL every pooled connection LISTENs. A connection that commits a change receives its
 * own notification before the COMMIT returns, so a change made by this process is reported before
 * the code that made it goes on; other processes hear it within a millisecond or so. A notification
 * is lost only when no connection listens: the feed is then not `live`, and `generation` moves on,
 * so that whatever was read while it was not live is not trusted later.
 */
export class ChangeFeed {
  #listeners = new Set<object>();
  #generation = 0;
  #subscribers = new Set<() => void>();

  /** True while some connection listens: a change committed now will be reported. */
  get live(): boolean {
    return this.#listeners.size > 0;
  }

  /** Moves on with every reported change and whenever the feed stops being live. */
  get generation(): number {
    return this.#generation;
  }

  /** Calls `fn` on every change (and when the feed stops being live); returns the unsubscribe. */
  subscribe(fn: () => void): () => void {
    this.#subscribers.add(fn);
    return () => this.#subscribers.delete(fn);
  }

  changed(): void {
    this.#generation++;
    for (const fn of this.#subscribers) fn();
  }

  /** `listener` (a connection) now listens. */
  listening(listener: object): void {
    this.#listeners.add(listener);
  }

  /** `listener` no longer listens (closed, broken, removed from the pool). */
  lost(listener: object): void {
    if (!this.#listeners.delete(listener)) return;
    if (this.#listeners.size === 0) this.changed();
  }

  /**
   * Makes a node-postgres connection a listener. The pool awaits it (`onConnect`) before it hands
   * the connection out, so the LISTEN never runs beside the caller's first query (node-postgres
   * deprecates two queries at once on one client). Never rejects: a failed LISTEN only leaves the
   * connection out of the listeners.
   */
  attach(client: pg.Client): Promise<void> {
    client.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) this.changed();
    });
    let ended = false;
    client.once('end', () => {
      ended = true;
      this.lost(client);
    });
    return client.query(`LISTEN ${AUTH_CHANNEL}`).then(
      () => {
        // A connection that ended while its LISTEN was in flight must not count.
        if (!ended) this.listening(client);
      },
      () => this.lost(client),
    );
  }
}
