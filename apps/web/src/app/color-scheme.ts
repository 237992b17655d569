import type { MantineColorSchemeManager } from '@mantine/core';
import { DARK_MODE_KEY, readDarkMode, writeDarkMode } from '../lib/storage';

/** Keeps Mantine's colour scheme in local storage under 'darkMode' ('true' or 'false'), as the spec says. */
export function darkModeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => (readDarkMode() ? 'dark' : 'light'),
    set: (value) => writeDarkMode(value === 'dark'),
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.key === DARK_MODE_KEY) onUpdate(event.newValue === 'true' ? 'dark' : 'light');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => localStorage.removeItem(DARK_MODE_KEY),
  };
}
