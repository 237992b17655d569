import type { ReactNode } from 'react';
import { Loader, Text } from '@mantine/core';
import { StatusText } from './StatusText';
import { useT } from '../lib/i18n/use-t';

interface Props {
  loading: boolean;
  /** The spec's message when the list failed to load, or '' when it did not. */
  error: string;
  empty: boolean;
  emptyText: string;
  label: string;
  children: ReactNode;
}

/** Every list: a loader, the spec's error, its empty text, or the list itself. */
export function LoadState({ loading, error, empty, emptyText, label, children }: Props) {
  const t = useT();
  if (loading) return <Loader size="sm" aria-label={t('common.loadingWhat', { what: label })} />;
  if (error) return <StatusText text={error} error testId="load-error" />;
  if (empty) return <Text size="sm">{emptyText}</Text>;
  return children;
}
