import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DESIGNATION_LABELS, type PasskeyHolderDto } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePasskeyHolders, useResetPasskeys } from '../api';

/** Lost passkeys: a HOD resets Subject_Staff, an Admin anyone of the department, after a confirm. */
export function StaffPasskeys() {
  const holders = usePasskeyHolders(true);
  const reset = useResetPasskeys();
  const status = useTimedMessage(0);

  function confirm(person: PasskeyHolderDto) {
    status.clear();
    modals.openConfirmModal({
      title: 'Reset this staff member’s passkeys?',
      children: (
        <Text size="sm">
          {`${person.staffName} (${person.email}): their ${person.passkeys} passkey(s) stop working, they are signed out everywhere, and they add a new passkey at their next sign-in.`}
        </Text>
      ),
      labels: { confirm: 'Reset passkeys', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-testid': 'confirm-reset' },
      onConfirm: () =>
        reset.mutate(person.staffID, {
          onSuccess: (answer) => status.show(`${answer.message} (${person.staffName})`),
          onError: (error) => status.show(serverMessage(error, 'Could not reset.'), true),
        }),
    });
  }

  if (holders.isPending) return <Loader aria-label="Loading staff" size="sm" />;
  if (!holders.data?.length) return <Text size="sm">No staff whose passkeys you can reset.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="staff-passkeys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Designation</Table.Th>
              <Table.Th>Passkeys</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holders.data.map((person) => (
              <Table.Tr key={person.staffID}>
                <Table.Td>{person.staffName}</Table.Td>
                <Table.Td>{DESIGNATION_LABELS[person.designation]}</Table.Td>
                <Table.Td>{person.passkeys}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Reset the passkeys of ${person.staffName}`}
                    onClick={() => confirm(person)}
                  >
                    Reset
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StatusText text={status.message.text} error={status.message.error} testId="reset-status" />
    </Stack>
  );
}
