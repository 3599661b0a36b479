import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ADMIN_LOCALE_FILES } from '@/i18n/admin-locales';
import { addLocaleFiles } from '@/i18n/resources';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createAdminRouter } from './app/router';
import '../styles.css';

/** The back-office console's entry (DESIGN §11): its own page, `admin.html`, served for `/admin/*`. */
async function start(): Promise<void> {
  addLocaleFiles(ADMIN_LOCALE_FILES);
  await initI18n();
  const queryClient = createQueryClient();
  const router = createAdminRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
