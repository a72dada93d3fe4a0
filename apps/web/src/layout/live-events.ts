import { EventPaths, LIVE_EVENT_KINDS, type LiveEventData, type LiveEventKind, takeEvents } from '@hris/contract';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getToken, useSessionStore } from '../stores/session';

/** What an event makes stale: exactly the queries that show what it names. */
export function staleQueries(kind: LiveEventKind, data: LiveEventData): ((key: QueryKey) => boolean)[] {
  const lists = (key: QueryKey) => key[0] === 'task' && (key[1] === 'list' || key[1] === 'counts');
  const ofWork = (key: QueryKey) =>
    data.workId !== undefined &&
    key[0] === 'task' &&
    ((key[1] === 'work' && key[2] === data.workId) ||
      ((key[1] === 'toolbar' || key[1] === 'progress' || key[1] === 'chart') && key[3] === data.workId));
  switch (kind) {
    case 'todo':
      // 我的任务 and its counts, the sidebar badge (userInfo), the work page of that work.
      return [lists, ofWork, (key) => key[0] === 'userInfo'];
    case 'work':
      // 我发起的 and the work's own page.
      return [lists, ofWork];
    case 'message':
      return [(key) => key[0] === 'userInfo', (key) => key[0] === 'message'];
  }
}

function refresh(client: QueryClient, kind: LiveEventKind, data: LiveEventData) {
  for (const match of staleQueries(kind, data)) void client.invalidateQueries({ predicate: (q) => match(q.queryKey) });
}

/** The blocks of a text/event-stream, as they arrive: `onEvent(kind, data)` for each named event. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (kind: string, data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = takeEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    for (const event of events) onEvent(event.kind, event.data);
  }
}

/** Waits between reconnections: from 2 s, doubling to a minute; the two-minute poll goes on meanwhile. */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Keeps one event stream open while signed in (GET /api/Events, the AccessToken header: a fetch,
 * not EventSource, which cannot send it) and refreshes what each event names, so a new to-do shows
 * on 我的任务 and in the badge without a click. A broken stream is opened again, quietly: until then
 * the shell's two-minute poll keeps the page current.
 */
export function useLiveEvents(): void {
  const client = useQueryClient();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  useEffect(() => {
    if (!signedIn || typeof fetch !== 'function' || typeof ReadableStream !== 'function') return;
    const controller = new AbortController();
    let wait = RETRY_MIN_MS;
    let opened = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const base = import.meta.env.VITE_API_BASE_URL ?? '';
    const connect = async () => {
      const token = getToken();
      if (!token || controller.signal.aborted) return;
      try {
        const res = await fetch(`${base}${EventPaths.events}`, {
          headers: { AccessToken: token, Accept: 'text/event-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (res.ok && res.body) {
          await readEventStream(res.body, (kind, data) => {
            if (kind === 'ready') {
              wait = RETRY_MIN_MS;
              // Opened again: what changed while it was down.
              if (opened)
                void client.invalidateQueries({
                  predicate: (q) => ['task', 'userInfo'].includes(String(q.queryKey[0])),
                });
              opened = true;
              return;
            }
            if (!(LIVE_EVENT_KINDS as readonly string[]).includes(kind)) return;
            let parsed: LiveEventData = {};
            try {
              parsed = JSON.parse(data || '{}') as LiveEventData;
            } catch {
              return;
            }
            refresh(client, kind as LiveEventKind, parsed);
          });
        }
        // The session ended: the next call says so and signs out; nothing to reopen.
        if (res.status === 401) return;
      } catch {
        // Offline, aborted, or the server went away: tried again below.
      }
      if (controller.signal.aborted) return;
      timer = setTimeout(() => void connect(), wait);
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [signedIn, client]);
}
