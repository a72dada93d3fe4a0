import { TOKEN_COOKIE } from '@hris/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session';
import { readEventStream, staleQueries, useLiveEvents } from './live-events';

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      // In two pieces, cut inside an event, as a network delivers it.
      const bytes = new TextEncoder().encode(text);
      controller.enqueue(bytes.slice(0, 30));
      controller.enqueue(bytes.slice(30));
      controller.close();
    },
  });

describe('live events', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the named events of a stream, whatever the chunks, skipping comments', async () => {
    const seen: [string, string][] = [];
    await readEventStream(
      streamOf(
        'retry: 3000\nevent: ready\ndata: {}\n\n: ♥\n\nevent: todo\ndata: {"workId":7}\n\nevent: message\ndata: {}\n\n',
      ),
      (kind, data) => seen.push([kind, data]),
    );
    expect(seen).toEqual([
      ['ready', '{}'],
      ['todo', '{"workId":7}'],
      ['message', '{}'],
    ]);
  });

  it('makes stale exactly what an event names', () => {
    const stale = (kind: 'todo' | 'work' | 'message', workId?: number) => (key: unknown[]) =>
      staleQueries(kind, { workId }).some((match) => match(key));
    expect(stale('todo', 7)(['task', 'list', 'toDo', 1])).toBe(true);
    expect(stale('todo', 7)(['task', 'counts'])).toBe(true);
    expect(stale('todo', 7)(['task', 'work', 7])).toBe(true);
    expect(stale('todo', 7)(['task', 'work', 8])).toBe(false);
    expect(stale('todo', 7)(['userInfo'])).toBe(true);
    expect(stale('work', 7)(['task', 'progress', 12, 7])).toBe(true);
    expect(stale('work', 7)(['bd', 'staff'])).toBe(false);
    expect(stale('message')(['message', 'preview'])).toBe(true);
    expect(stale('message')(['task', 'list', 'toDo'])).toBe(false);
  });

  it('opens the stream with the session token and refreshes 我的任务 on a new to-do', async () => {
    const fetchMock = vi.fn(
      async () => new Response(streamOf('event: ready\ndata: {}\n\nevent: todo\ndata: {"workId":7}\n\n')),
    );
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set(TOKEN_COOKIE, 'tok-1');
    useSessionStore.setState({ token: 'tok-1' });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    function Probe() {
      useLiveEvents();
      return null;
    }
    const wrap = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = render(<Probe />, { wrapper: wrap });
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Events');
    expect(init.headers).toMatchObject({ AccessToken: 'tok-1' });
    const predicates = invalidate.mock.calls.map(([filters]) => filters?.predicate);
    const matches = (key: unknown[]) => predicates.some((p) => p?.({ queryKey: key } as never));
    expect(matches(['task', 'list', 'toDo', 1])).toBe(true);
    expect(matches(['bd', 'staff'])).toBe(false);
    unmount();
    useSessionStore.setState({ token: '' });
    Cookies.remove(TOKEN_COOKIE);
  });
});
