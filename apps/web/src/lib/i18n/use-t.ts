import { useLingui } from '@lingui/react';

/**
 * The catalog's message function for a component: `const t = useT(); t('auth.login.title')`.
 * The component renders again when the language changes.
 */
export function useT(): (key: string, values?: Record<string, unknown>) => string {
  const { _ } = useLingui();
  return _ as (key: string, values?: Record<string, unknown>) => string;
}
