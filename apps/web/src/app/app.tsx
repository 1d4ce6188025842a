import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { theme } from './theme';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { ToastRenderer } from './shell/toast-renderer';
import { GlobalLoader } from './shell/global-loader';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <GlobalLoader />
        <RouterProvider router={router} />
        <ToastRenderer />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
