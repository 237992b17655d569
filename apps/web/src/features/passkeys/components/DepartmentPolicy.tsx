import { useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import { PASSKEY_POLICIES, type PasskeyPolicy } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePasskeyPolicy, useSetPasskeyPolicy } from '../api';
import { useT } from '../../../lib/i18n/use-t';

/** The Admin's choice of who in the department must sign in with a passkey. */
export function DepartmentPolicy() {
  const t = useT();
  const labels: Record<PasskeyPolicy, string> = {
    optional: t('passkeys.policy.optional'),
    leaders: t('passkeys.policy.leaders'),
    everyone: t('passkeys.policy.everyone'),
  };
  const policy = usePasskeyPolicy(true);
  const save = useSetPasskeyPolicy();
  const status = useTimedMessage(0);
  // The choice shows at once; the saved policy takes over again if saving fails.
  const [chosen, setChosen] = useState<PasskeyPolicy | null>(null);

  function choose(value: string) {
    setChosen(value as PasskeyPolicy);
    save.mutate(value as PasskeyPolicy, {
      onSuccess: (answer) => status.show(answer.message),
      onError: (error) => {
        setChosen(null);
        status.show(serverMessage(error, t('passkeys.policy.notSaved')), true);
      },
    });
  }

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('passkeys.policy.label')}
        description={t('passkeys.policy.help')}
        value={chosen ?? policy.data?.policy ?? 'optional'}
        onChange={choose}
      >
        <Stack gap="xs" mt="xs">
          {PASSKEY_POLICIES.map((value) => (
            <Radio key={value} value={value} label={labels[value]} disabled={save.isPending} />
          ))}
        </Stack>
      </Radio.Group>
      <StatusText text={status.message.text} error={status.message.error} testId="policy-status" />
      {policy.isError && <Text size="sm">{t('passkeys.policy.loadFailed')}</Text>}
    </Stack>
  );
}
