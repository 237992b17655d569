import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AssignmentDto } from '@attendance/domain';
import { useUpdateAssignmentStatus } from './api/assignments';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';

/** /hodpannel/assignedlist: lock or unlock attendance marking per staff-subject pair. */
export default function AssignedListPage() {
  const update = useUpdateAssignmentStatus();
  const [failed, setFailed] = useState(false);

  function confirmToggle(a: AssignmentDto) {
    const locking = a.status;
    const what = `${a.subject.subjectCode} – ${a.subject.subjectName}`;
    modals.openConfirmModal({
      // Mantine leaves the close button without an accessible name.
      closeButtonProps: { 'aria-label': 'Close' },
      title: locking ? 'Lock attendance?' : 'Unlock attendance?',
      children: (
        <Text size="sm">
          {locking
            ? `${a.staff.staffName} will not be able to mark attendance for ${what} until it is unlocked.`
            : `${a.staff.staffName} will be able to mark attendance for ${what} again.`}
        </Text>
      ),
      labels: { confirm: locking ? 'Lock' : 'Unlock', cancel: 'Cancel' },
      confirmProps: locking ? { color: 'red' } : {},
      onConfirm: () => {
        setFailed(false);
        update.mutate(
          { staffId: a.staff.staffID, subjectId: a.subject.subjectID, status: !a.status },
          { onError: () => setFailed(true) },
        );
      },
    });
  }

  return (
    <AssignmentsScreen
      title="Assigned List"
      message={
        <>
          <Anchor component={Link} to="/hodpannel/corrections" size="sm">
            Corrections: void a submitted period
          </Anchor>
          <StatusText text={failed ? 'Failed to update subject status' : ''} error />
        </>
      }
      action={(a) => (
        // Never disabled: the button keeps keyboard focus through the dialog and the request.
        <Button
          size="xs"
          variant={a.status ? 'filled' : 'default'}
          color={a.status ? 'red' : undefined}
          aria-label={`${a.status ? 'Lock' : 'Unlock'} ${a.subject.subjectCode} for ${a.staff.staffName}`}
          onClick={() => {
            if (!update.isPending) confirmToggle(a);
          }}
        >
          {a.status ? 'Lock' : 'Unlock'}
        </Button>
      )}
    />
  );
}
