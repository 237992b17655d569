import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { PasskeyDto } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useMyPasskeys, useRemovePasskey, useRenamePasskey } from '../api';
import { formatDate } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';

const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

function RenameForm({
  passkey,
  onDone,
}: {
  passkey: PasskeyDto;
  onDone: (text: string, error: boolean) => void;
}) {
  const t = useT();
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate(
          { id: passkey.id, name: name.trim() },
          {
            onSuccess: () => onDone(t('passkeys.renamed'), false),
            onError: (error) => onDone(serverMessage(error, t('passkeys.notRenamed')), true),
          },
        );
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('passkeys.newName')}
          size="xs"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" loading={rename.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}

/** The signed-in staff member's passkeys: when added and last used, rename, remove. */
export function MyPasskeys() {
  const t = useT();
  const passkeys = useMyPasskeys();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState({ text: '', error: false });

  function confirmRemove(passkey: PasskeyDto) {
    modals.openConfirmModal({
      title: t('passkeys.removeTitle'),
      children: <Text size="sm">{t('passkeys.removeText', { name: passkey.name })}</Text>,
      labels: { confirm: t('passkeys.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(passkey.id, {
          onSuccess: () => setMessage({ text: t('passkeys.removed'), error: false }),
          onError: (error) =>
            setMessage({ text: serverMessage(error, t('passkeys.notRemoved')), error: true }),
        }),
    });
  }

  if (passkeys.isPending) return <Loader aria-label={t('passkeys.loading')} size="sm" />;
  if (!passkeys.data?.length) return <Text size="sm">{t('passkeys.none')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="my-passkeys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('passkeys.col.name')}</Table.Th>
              <Table.Th>{t('passkeys.col.added')}</Table.Th>
              <Table.Th>{t('passkeys.col.lastUsed')}</Table.Th>
              <Table.Th>{t('passkeys.col.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {passkeys.data.map((passkey) => (
              <Table.Tr key={passkey.id}>
                <Table.Td>
                  {editing === passkey.id ? (
                    <RenameForm
                      passkey={passkey}
                      onDone={(text, error) => {
                        setMessage({ text, error });
                        if (!error) setEditing(null);
                      }}
                    />
                  ) : (
                    passkey.name
                  )}
                </Table.Td>
                <Table.Td>{when(passkey.createdAt)}</Table.Td>
                <Table.Td>
                  {passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('passkeys.never')}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(passkey.id)}>
                      {t('passkeys.rename')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => confirmRemove(passkey)}
                    >
                      {t('passkeys.remove')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StatusText text={message.text} error={message.error} testId="passkeys-status" />
    </Stack>
  );
}
