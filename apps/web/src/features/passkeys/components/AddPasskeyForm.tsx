import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { PasskeyDto } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { passkeyFailureText } from '../../../lib/enrolment';
import { useAddPasskey } from '../api';
import { useT } from '../../../lib/i18n/use-t';

/** Names and adds a passkey of this device (or a security key): the browser asks to confirm. */
export function AddPasskeyForm({ onAdded }: { onAdded?: (passkey: PasskeyDto) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [message, setMessage] = useState({ text: '', error: false });
  const add = useAddPasskey();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setMessage({
        text: t('passkeys.giveName'),
        error: true,
      });
      return;
    }
    setMessage({ text: '', error: false });
    add.mutate(name.trim(), {
      onSuccess: (passkey) => {
        setName('');
        setMessage({ text: t('passkeys.added', { name: passkey.name }), error: false });
        onAdded?.(passkey);
      },
      onError: (error) =>
        setMessage({
          text: passkeyFailureText(error, t('passkeys.notAdded')),
          error: true,
        }),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('passkeys.name')}
          placeholder={t('passkeys.namePlaceholder')}
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Button type="submit" loading={add.isPending}>
          {t('passkeys.add')}
        </Button>
      </Group>
      <StatusText text={message.text} error={message.error} testId="passkey-message" />
    </form>
  );
}
