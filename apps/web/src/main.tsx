import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import { preloadSignedInHome } from './app/preload';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
import { UpdatePrompt } from './components/UpdatePrompt';
import { registerServiceWorker } from './lib/serviceWorker';

preloadSignedInHome(queryClient, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
