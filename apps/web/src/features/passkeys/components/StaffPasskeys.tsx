import { Button, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PasskeyHolderDto } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePasskeyHolders, useResetPasskeys } from '../api';
import { useT } from '../../../lib/i18n/use-t';

/** Lost passkeys: a HOD resets Subject_Staff, an Admin anyone of the department, after a confirm. */
export function StaffPasskeys() {
  const t = useT();
  const designations = {
    Admin: t('common.designation.Admin'),
    HOD: t('common.designation.HOD'),
    Subject_Staff: t('common.designation.Subject_Staff'),
  };
  const holders = usePasskeyHolders(true);
  const reset = useResetPasskeys();
  const status = useTimedMessage(0);

  function confirm(person: PasskeyHolderDto) {
    status.clear();
    modals.openConfirmModal({
      title: t('passkeys.reset.title'),
      children: (
        <Text size="sm">
          {t('passkeys.reset.text', {
            name: person.staffName,
            email: person.email,
            count: person.passkeys,
          })}
        </Text>
      ),
      labels: { confirm: t('passkeys.reset.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-reset' },
      onConfirm: () =>
        reset.mutate(person.staffID, {
          onSuccess: (answer) => status.show(`${answer.message} (${person.staffName})`),
          onError: (error) => status.show(serverMessage(error, t('passkeys.reset.failed')), true),
        }),
    });
  }

  if (holders.isPending) return <Loader aria-label={t('passkeys.reset.loading')} size="sm" />;
  if (!holders.data?.length) return <Text size="sm">{t('passkeys.reset.none')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table data-testid="staff-passkeys">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('passkeys.col.name')}</Table.Th>
              <Table.Th>{t('passkeys.col.designation')}</Table.Th>
              <Table.Th>{t('passkeys.col.passkeys')}</Table.Th>
              <Table.Th>{t('passkeys.col.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holders.data.map((person) => (
              <Table.Tr key={person.staffID}>
                <Table.Td>{person.staffName}</Table.Td>
                <Table.Td>{designations[person.designation]}</Table.Td>
                <Table.Td>{person.passkeys}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('passkeys.reset.named', { name: person.staffName })}
                    onClick={() => confirm(person)}
                  >
                    {t('passkeys.reset.button')}
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
