/**
 * The app's own style sheet, which the built index.html only preloads (vite.config.ts,
 * preloadAppStyle) so that its static login form paints without waiting for it: applied here,
 * just after its preload link and so before any screen's style sheet, and awaited before the
 * first render. In development Vite injects the styles itself and there is no such link.
 */
export function applyAppStyleSheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-style]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  // The preload's mode, so the browser uses what it preloaded instead of fetching it again.
  sheet.crossOrigin = '';
  sheet.href = preload.href;
  const applied = new Promise<void>((resolve) => {
    // A failed sheet must not keep the app from starting.
    sheet.onload = sheet.onerror = () => resolve();
  });
  preload.after(sheet);
  return applied;
}
