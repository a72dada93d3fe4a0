import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode, RefObject } from 'react';
import { MemoryRouter } from 'react-router';
import type { ProcessFormHandle } from '../types';

/** For the forms' component tests: a form rendered with the query client and router it expects. */
export function renderForm(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** What the toolbar would send: the collected form, or null when the form refused it. */
export async function collectForm(ref: RefObject<ProcessFormHandle | null>) {
  let collected: Record<string, unknown> | null | undefined;
  await act(async () => {
    collected = await ref.current?.collect();
  });
  return collected;
}
