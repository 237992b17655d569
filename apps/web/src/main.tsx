import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import { Providers, queryClient } from './app/providers';
import { UpdatePrompt } from './components/UpdatePrompt';
import { registerServiceWorker } from './lib/service-worker';
import { applyAppStyleSheet } from './app/style-sheet';
import { activateLanguage, storedLanguage } from './lib/i18n/i18n';
import { readStoredStaff } from './lib/storage';
import { LightLogin } from './app/light-login';
import { leaveShells } from './app/leave-shells';
import type { Go } from './lib/navigation';

/**
 * The first file (issue 56): React, Mantine's provider, the language and the light login page.
 * Which screens follow depends on the path: /login with no stored sign-in is drawn from this
 * file alone; /family… loads the student and parent side (app/family-start.tsx); anything else
 * the whole app (app/start.tsx), asked for at once so it downloads beside the style sheet.
 */
const path = window.location.pathname;
const kind =
  path === '/login' && !readStoredStaff()
    ? 'login'
    : path === '/family' || path.startsWith('/family/')
      ? 'family'
      : 'app';
const loadApp = () => import('./app/start');
const loadFamily = () => import('./app/family-start');
const app = kind === 'app' ? loadApp() : undefined;
const family = kind === 'family' ? loadFamily() : undefined;
// Opening the app at one's home: its code and answers are asked for before the first render.
void app?.then(({ preloadSignedInHome }) => preloadSignedInHome(queryClient, path));
if (kind !== 'login') leaveShells(path);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
const render = (screens: ReactNode) =>
  reactRoot.render(
    <StrictMode>
      <Providers>
        {screens}
        <UpdatePrompt />
      </Providers>
    </StrictMode>,
  );

/** The light login page hands over to the app at the path it moves to. */
const leave: Go = (to, options) => {
  window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
  void loadApp().then(({ appScreens, preloadSignedInHome }) => {
    preloadSignedInHome(queryClient, to);
    render(appScreens());
  });
};
const warmUp = () => void loadApp();

// The language chosen last on this device before the first screen, so no English flashes.
const language = storedLanguage();
const ready = Promise.all([
  applyAppStyleSheet(),
  language && language !== 'en' ? activateLanguage(language).catch(() => undefined) : undefined,
]);
void ready.then(async () => {
  if (kind === 'login') render(<LightLogin leave={leave} warmUp={warmUp} />);
  else if (family) render((await family).familyScreens());
  else if (app) render((await app).appScreens());
});

registerServiceWorker();
