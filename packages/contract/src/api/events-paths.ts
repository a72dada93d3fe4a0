// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/**
 * The live event stream (issue 36): `GET /api/Events` with the AccessToken header, answered as
 * text/event-stream. Each event names what changed for the signed-in user, never data:
 * `todo` (a to-do of theirs arrived, was handled or moved; `workId`), `work` (a work they started
 * moved on; `workId`), `message` (their messages changed). A comment line every
 * EVENTS_HEARTBEAT_MS keeps proxies from closing the stream; `ready` opens it.
 */
export const EventPaths = { events: '/api/Events' } as const;

export const LIVE_EVENT_KINDS = ['todo', 'work', 'message'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** What one event carries (the `data:` line, JSON). */
export interface LiveEventData {
  workId?: number;
}

export const EVENTS_HEARTBEAT_MS = 25_000;

/**
 * The complete events at the start of text/event-stream text (blocks ended by a blank line), and
 * what is left for the next chunk. Comment lines (the heartbeat) and blocks without a name are
 * skipped; `data` lines are joined. Read by the web's stream, the server's tests and the bench.
 */
export function takeEvents(buffer: string): { events: { kind: string; data: string }[]; rest: string } {
  const events: { kind: string; data: string }[] = [];
  let rest = buffer;
  for (let cut = rest.indexOf('\n\n'); cut >= 0; cut = rest.indexOf('\n\n')) {
    let kind = '';
    let data = '';
    for (const line of rest.slice(0, cut).split('\n')) {
      if (line.startsWith('event: ')) kind = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    rest = rest.slice(cut + 2);
    if (kind) events.push({ kind, data });
  }
  return { events, rest };
}
