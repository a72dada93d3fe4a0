import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http';
import { FIRST_TO_DO_KEY, FIRST_TO_DO_PAGE } from './prefetch';
import { TaskTable } from './TaskTable';

describe('first visit prefetch of /task/index', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the page the to-do table asks for first, under the key it reads', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ list: [], total: 0 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.slice(0, 2)).toEqual(['/api/Task/GetToDoTaskList', FIRST_TO_DO_PAGE]);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([[...FIRST_TO_DO_KEY]]);
  });
});
