import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useAddFamilyPasskey, useFamilyPasskeys, useRemoveFamilyPasskey } from '../api';
import { useT } from '../../../lib/i18n/use-t';
import { formatDate, t as i18nT } from '../../../lib/i18n/i18n';

/**
 * The student's or parent's passkeys: add one after a code sign-in and sign in with it from
 * then on with no SMS; see and remove them. A parent's passkey opens all their children.
 */
export function FamilyPasskeys() {
  const t = useT();
  const passkeys = useFamilyPasskeys();
  const add = useAddFamilyPasskey();
  const remove = useRemoveFamilyPasskey();
  const [name, setName] = useState(() => i18nT('family.passkeys.defaultName'));
  const [message, setMessage] = useState({ text: '', error: false });
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="family-passkeys">
      <Stack gap="xs">
        <Title order={2} size="h4" id="family-passkeys">
          {t('family.passkeys.title')}
        </Title>
        <Text size="sm">{t('family.passkeys.about')}</Text>
        {passkeys.data?.map((passkey) => (
          <Group
            key={passkey.id}
            justify="space-between"
            wrap="nowrap"
            data-testid="family-passkey"
          >
            <Text size="sm">
              {t('family.passkeys.added', {
                name: passkey.name,
                when: formatDate(passkey.createdAt, { dateStyle: 'medium' }),
              })}
            </Text>
            <Button
              size="xs"
              variant="default"
              color="red"
              aria-label={t('family.passkeys.removeNamed', { name: passkey.name })}
              loading={remove.isPending && remove.variables === passkey.id}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => setMessage({ text: t('family.passkeys.removed'), error: false }),
                  onError: (error) =>
                    setMessage({
                      text: serverMessage(error, t('family.passkeys.notRemoved')),
                      error: true,
                    }),
                })
              }
            >
              {t('family.passkeys.remove')}
            </Button>
          </Group>
        ))}
        {supported ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate(name.trim() || t('family.passkeys.defaultName'), {
                onSuccess: () =>
                  setMessage({
                    text: t('family.passkeys.addedNext'),
                    error: false,
                  }),
                onError: (error) =>
                  setMessage({
                    text: serverMessage(error, t('family.passkeys.notAdded')),
                    error: true,
                  }),
              });
            }}
          >
            <Group gap="xs" align="end" wrap="nowrap">
              <TextInput
                label={t('family.passkeys.name')}
                size="sm"
                maxLength={60}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" size="sm" loading={add.isPending}>
                {t('family.passkeys.add')}
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            {t('family.passkeys.unsupported')}
          </Text>
        )}
        <StatusText text={message.text} error={message.error} />
      </Stack>
    </Card>
  );
}
