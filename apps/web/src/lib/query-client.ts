import { QueryClient } from '@tanstack/react-query';

/** No automatic retry: the spec says a failed call shows its message once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
