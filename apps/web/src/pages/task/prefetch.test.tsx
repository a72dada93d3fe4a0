import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { FIRST_TO_DO_KEY, FIRST_TO_DO_PAGE, prefetchTaskIndex } from './prefetch';
import { TaskTable } from './TaskTable';

function renderToDoTable(client: QueryClient) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <QueryClientProvider client={client}>
          <TaskTable kind="toDo" />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const toDoCalls = (post: { mock: { calls: unknown[][] } }) =>
  post.mock.calls.filter((call) => call[0] === '/api/Task/GetToDoTaskList').length;

describe('first visit prefetch of /task/index', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it('asks for the page the to-do table asks for first, under the key it reads', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ list: [], total: 0 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderToDoTable(client);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.slice(0, 2)).toEqual(['/api/Task/GetToDoTaskList', FIRST_TO_DO_PAGE]);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([[...FIRST_TO_DO_KEY]]);
  });

  it('shows the page the router fetched without asking for it again; a later visit asks', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ list: [], total: 0 });
    prefetchTaskIndex();
    await waitFor(() => expect(queryClient.getQueryData([...FIRST_TO_DO_KEY])).toBeDefined());

    const first = renderToDoTable(queryClient);
    await waitFor(() => expect(first.container.querySelector('.ant-table')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toDoCalls(post)).toBe(1);
    first.unmount();

    // The next visit of the page (a remount) asks for its rows again, as every list does.
    const again = renderToDoTable(queryClient);
    await waitFor(() => expect(toDoCalls(post)).toBe(2));
    again.unmount();
  });
});
