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
