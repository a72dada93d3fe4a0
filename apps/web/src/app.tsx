import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { AppProviders } from './providers';
import { router } from './router';

export { routerReady } from './router';

/** The application with its router: the signed-in shell, and the sign-in page after a sign-out. */
export function App() {
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>
  );
}
