import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useAddFamilyPasskey, useFamilyPasskeys, useRemoveFamilyPasskey } from '../api';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/**
 * The student's or parent's passkeys: add one after a code sign-in and sign in with it from
 * then on with no SMS; see and remove them. A parent's passkey opens all their children.
 */
export function FamilyPasskeys() {
  const passkeys = useFamilyPasskeys();
  const add = useAddFamilyPasskey();
  const remove = useRemoveFamilyPasskey();
  const [name, setName] = useState('My phone');
  const [message, setMessage] = useState({ text: '', error: false });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="family-passkeys">
      <Stack gap="xs">
        <Title order={2} size="h4" id="family-passkeys">
          Passkeys
        </Title>
        <Text size="sm">
          Sign in next time with this phone’s fingerprint, face or screen lock instead of a code.
        </Text>
        {passkeys.data?.map((passkey) => (
          <Group
            key={passkey.id}
            justify="space-between"
            wrap="nowrap"
            data-testid="family-passkey"
          >
            <Text size="sm">
              {passkey.name} · added {WHEN.format(new Date(passkey.createdAt))}
            </Text>
            <Button
              size="xs"
              variant="default"
              color="red"
              aria-label={`Remove passkey ${passkey.name}`}
              loading={remove.isPending && remove.variables === passkey.id}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => setMessage({ text: 'Passkey removed.', error: false }),
                  onError: (error) =>
                    setMessage({ text: serverMessage(error, 'Could not remove it.'), error: true }),
                })
              }
            >
              Remove
            </Button>
          </Group>
        ))}
        {supported ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate(name.trim() || 'My phone', {
                onSuccess: () =>
                  setMessage({
                    text: 'Passkey added: next time, choose “Sign in with a passkey”.',
                    error: false,
                  }),
                onError: (error) =>
                  setMessage({
                    text: serverMessage(error, 'The passkey was not added.'),
                    error: true,
                  }),
              });
            }}
          >
            <Group gap="xs" align="end" wrap="nowrap">
              <TextInput
                label="Passkey name"
                size="sm"
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" size="sm" loading={add.isPending}>
                Add a passkey
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            This browser cannot keep passkeys.
          </Text>
        )}
        <StatusText text={message.text} error={message.error} />
      </Stack>
    </Card>
  );
}
