import { Link } from 'react-router';
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { DESIGNATION_LABELS, type PendingStaffDto } from '@attendance/domain';
import { useStaff } from '../../lib/session';
import { StatusText } from '../../components/StatusText';
import { serverMessage } from '../../lib/api';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDecide, usePendingStaff, type Decision } from './api';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Pending registrations of the approver's department, each approved or rejected after a confirm. */
export default function ApprovalsPage() {
  const staff = useStaff();
  const pending = usePendingStaff();
  const decide = useDecide();
  const status = useTimedMessage(0);
  const home = staff.designation === 'HOD' ? '/hodpannel' : '/admin';

  function confirm(person: PendingStaffDto, decision: Decision) {
    const approve = decision === 'approve';
    status.clear();
    modals.openConfirmModal({
      title: approve ? 'Approve this registration?' : 'Reject this registration?',
      children: (
        <Text size="sm">
          {person.staffName} ({person.email}), {DESIGNATION_LABELS[person.designation]}:{' '}
          {approve
            ? 'they can sign in from now on.'
            : 'they will never sign in with it; the email can register again.'}
        </Text>
      ),
      labels: { confirm: approve ? 'Approve' : 'Reject', cancel: 'Cancel' },
      confirmProps: approve ? {} : { color: 'red' },
      onConfirm: () =>
        decide.mutate(
          { staffId: person.staffID, decision },
          {
            onSuccess: (answer) => status.show(`${answer.message} ${person.staffName}`),
            onError: (error) =>
              status.show(serverMessage(error, 'Failed to record the decision'), true),
          },
        ),
    });
  }

  const rows = pending.data ?? [];
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          Staff Approvals
        </Title>
        <Text>
          Registrations of {staff.department} waiting for you
          {staff.designation === 'HOD' ? ' (Subject Staff; an Admin approves HODs and Admins)' : ''}
          .
        </Text>
      </div>
      <Anchor component={Link} to={home}>
        Back to the panel
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {pending.isPending ? (
        <Loader size="sm" aria-label="Loading registrations" />
      ) : pending.isError ? (
        <StatusText text="Failed to load pending registrations" error />
      ) : rows.length === 0 ? (
        <Text data-testid="no-pending">No registrations are waiting.</Text>
      ) : (
        <Table.ScrollContainer minWidth={700}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Designation</Table.Th>
                <Table.Th>Registered</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((person) => (
                <Table.Tr key={person.staffID} data-testid="pending-row">
                  <Table.Td>{person.staffName}</Table.Td>
                  <Table.Td>{person.email}</Table.Td>
                  <Table.Td>{DESIGNATION_LABELS[person.designation]}</Table.Td>
                  <Table.Td>{WHEN.format(new Date(person.registeredAt))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        aria-label={`Approve ${person.staffName}`}
                        onClick={() => confirm(person, 'approve')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Reject ${person.staffName}`}
                        onClick={() => confirm(person, 'reject')}
                      >
                        Reject
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
