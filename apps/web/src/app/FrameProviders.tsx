import type { ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { useT } from '../lib/i18n/use-t';

/**
 * Confirm dialogs and notices, which only signed-in screens open: kept with their frame so the
 * login page's first load does not carry them (issue 14).
 */
export function FrameProviders({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ModalsProvider
      labels={{ confirm: 'Confirm', cancel: 'Cancel' }}
      modalProps={{ closeButtonProps: { 'aria-label': t('common.close') } }}
    >
      <Notifications position="top-center" />
      {children}
    </ModalsProvider>
  );
}
