import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toasts } from '../components/toasts.tsx';
import { setupI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppRoutes } from './router.tsx';
import { theme } from './theme.ts';

await setupI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light">
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <AppRoutes />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
