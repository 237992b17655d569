import type { TokenScope } from '@attendance/domain';

/** A token's scope named in the person's language. */
export function scopeLabels(t: (key: string) => string): Record<TokenScope, string> {
  return { read: t('tokens.scope.read'), 'read+import': t('tokens.scope.readImport') };
}
