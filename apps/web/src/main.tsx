import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@mantine/core/styles.css';
import { preloadSignedInHome } from './app/preload';
import { Providers, queryClient } from './app/providers';
import { router } from './app/router';
import { UpdatePrompt } from './components/UpdatePrompt';
import { registerServiceWorker } from './lib/service-worker';
import { removeLoginShell } from './lib/login-shell';
import { removeTeacherShell } from './lib/teacher-shell';
import { applyAppStyleSheet } from './app/style-sheet';

preloadSignedInHome(queryClient, window.location.pathname);

// index.html's static login form is the login page's until it takes over; any other screen
// (a signed-in visitor sent home, a tap on Register) removes it. The same for the teacher shell
// (src/shell/teacher-shell.ts) and the staff panel, as when an expired session goes to /login.
const leaveShell = (path: string) => {
  if (path !== '/login') removeLoginShell();
  if (path !== '/staffpannel') removeTeacherShell();
};
leaveShell(window.location.pathname);
router.subscribe((state) => leaveShell(state.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void applyAppStyleSheet().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </Providers>
    </StrictMode>,
  ),
);

registerServiceWorker();
