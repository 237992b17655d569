import { Link } from 'react-router';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PendingStaffDto } from '@attendance/domain';
import { useStaff } from '../../lib/session';
import { StatusText } from '../../components/StatusText';
import { serverMessage } from '../../lib/api';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDecide, usePendingStaff, type Decision } from './api';
import { formatDate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';

/** Pending registrations of the approver's department, each approved or rejected after a confirm. */
export default function ApprovalsPage() {
  const t = useT();
  const staff = useStaff();
  const pending = usePendingStaff();
  const decide = useDecide();
  const status = useTimedMessage(0);
  const home = staff.designation === 'HOD' ? '/hodpannel' : '/admin';

  function confirm(person: PendingStaffDto, decision: Decision) {
    const approve = decision === 'approve';
    status.clear();
    modals.openConfirmModal({
      title: t(approve ? 'approvals.approveTitle' : 'approvals.rejectTitle'),
      children: (
        <Text size="sm">
          {t(approve ? 'approvals.approveText' : 'approvals.rejectText', {
            name: person.staffName,
            email: person.email,
            designation: t(`common.designation.${person.designation}`),
          })}
        </Text>
      ),
      labels: {
        confirm: t(approve ? 'approvals.approve' : 'approvals.reject'),
        cancel: t('common.cancel'),
      },
      confirmProps: approve ? {} : { color: 'red' },
      onConfirm: () =>
        decide.mutate(
          { staffId: person.staffID, decision },
          {
            onSuccess: (answer) => status.show(`${answer.message} ${person.staffName}`),
            onError: (error) => status.show(serverMessage(error, t('approvals.failed')), true),
          },
        ),
    });
  }

  const rows = pending.data ?? [];
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('approvals.title')}
        </Title>
        <Text>
          {t(staff.designation === 'HOD' ? 'approvals.introHod' : 'approvals.intro', {
            department: staff.department,
          })}
        </Text>
      </div>
      <Anchor component={Link} to={home}>
        {t('approvals.back')}
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {pending.isPending ? (
        <Loader size="sm" aria-label={t('approvals.loading')} />
      ) : pending.isError ? (
        <StatusText text={t('approvals.loadFailed')} error />
      ) : rows.length === 0 ? (
        <Text data-testid="no-pending">{t('approvals.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('approvals.name')}</Table.Th>
                <Table.Th>{t('approvals.email')}</Table.Th>
                <Table.Th>{t('approvals.designation')}</Table.Th>
                <Table.Th>{t('approvals.registered')}</Table.Th>
                <Table.Th>{t('approvals.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <Table.Tr key={person.staffID} data-testid="pending-row">
                  <Table.Td>{person.staffName}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>{t(`common.designation.${person.designation}`)}</Table.Td>
                  <Table.Td>
                    {formatDate(person.registeredAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        aria-label={t('approvals.approveName', { name: person.staffName })}
                        onClick={() => confirm(person, 'approve')}
                      >
                        {t('approvals.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={t('approvals.rejectName', { name: person.staffName })}
                        onClick={() => confirm(person, 'reject')}
                      >
                        {t('approvals.reject')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
