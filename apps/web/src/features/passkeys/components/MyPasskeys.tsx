import { Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { PasskeyDto } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useMyPasskeys, useRemovePasskey, useRenamePasskey } from '../api';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function RenameForm({
  passkey,
  onDone,
}: {
  passkey: PasskeyDto;
  onDone: (text: string, error: boolean) => void;
}) {
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate(
          { id: passkey.id, name: name.trim() },
          {
            onSuccess: () => onDone('Passkey renamed.', false),
            onError: (error) => onDone(serverMessage(error, 'Could not rename it.'), true),
          },
        );
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="New name"
          size="xs"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" size="xs" loading={rename.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** The signed-in staff member's passkeys: when added and last used, rename, remove. */
export function MyPasskeys() {
  const passkeys = useMyPasskeys();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState({ text: '', error: false });

  function confirmRemove(passkey: PasskeyDto) {
    modals.openConfirmModal({
      title: 'Remove this passkey?',
      children: <Text size="sm">{`"${passkey.name}" will no longer sign you in.`}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(passkey.id, {
          onSuccess: () => setMessage({ text: 'Passkey removed.', error: false }),
          onError: (error) =>
            setMessage({ text: serverMessage(error, 'Could not remove it.'), error: true }),
        }),
    });
  }

  if (passkeys.isPending) return <Loader aria-label="Loading passkeys" size="sm" />;
  if (!passkeys.data?.length) return <Text size="sm">You have no passkey yet.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="my-passkeys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Added</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Actions</Table.Th>
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
                <Table.Td>{WHEN.format(new Date(passkey.createdAt))}</Table.Td>
                <Table.Td>
                  {passkey.lastUsedAt ? WHEN.format(new Date(passkey.lastUsedAt)) : 'Never'}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setEditing(passkey.id)}>
                      Rename
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => confirmRemove(passkey)}
                    >
                      Remove
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
