import type { ReactNode } from 'react';
import { createTheme, Loader, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n/i18n';
import { ApiError } from '../lib/api';
import { darkModeManager } from './color-scheme';

const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades than Mantine's defaults keep links and buttons above 4.5:1 contrast.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // A spinner's label ("Loading subjects") is read only on an element with a role: a bare
    // span may not carry aria-label (axe: aria-prohibited-attr), and a status is announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

const colorSchemeManager = darkModeManager();

// Mantine's dimmed grey (both schemes) and light-mode error red fall under 4.5:1; these pass.
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal will not change on retry; a dropped connection may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={resolver}
    >
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
