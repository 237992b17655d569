import { Alert } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

/** Over plain HTTP on a campus LAN the browser offers no passkeys at all: say so plainly. */
export function NoPasskeysHere() {
  const t = useT();
  return (
    <Alert color="yellow" title={t('passkeys.noHere.title')} data-testid="no-passkeys">
      {t('passkeys.noHere.text')}
    </Alert>
  );
}
