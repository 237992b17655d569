import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;
let updateReady = false;
const listeners = new Set<Listener>();
let update: ((reload?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker of the build (vite-plugin-pwa). A new version does not take over
 * by itself: the page offers "Reload to update", so no screen runs half old, half new.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      updateReady = true;
      for (const listener of listeners) listener();
    },
  });
}

export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  void update?.(true);
}
