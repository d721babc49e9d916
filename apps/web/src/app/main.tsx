import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setupI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import { theme } from './theme.ts';

const TOAST_MS = 5000;

await setupI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light">
      {/* Toasts bottom-right, newest on top, closing after 5 s or on click (spec §2, §9). */}
      <Notifications position="bottom-right" autoClose={TOAST_MS} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
