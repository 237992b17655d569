import { useEffect, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TIMEOUTS_MS, type AssignmentDto } from '@attendance/domain';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDeleteAssignment } from './api/assignments';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';

/** /hodpannel/deleteassignedlist: delete an assignment; recorded attendance stays. */
export default function DeleteAssignedListPage() {
  const remove = useDeleteAssignment();
  const { message, show } = useTimedMessage(TIMEOUTS_MS.shortMessage);
  const heading = useRef<HTMLHeadingElement>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The deleted row's button goes with it: once it has left the page, focus moves to the
  // neighbouring row's Delete, or to the heading when the list is empty.
  const pendingFocus = useRef<{ deleted: number; next: number | null } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || buttons.current.has(pending.deleted)) return;
    pendingFocus.current = null;
    const next = pending.next === null ? undefined : buttons.current.get(pending.next);
    (next ?? heading.current)?.focus();
  });

  function confirmDelete(a: AssignmentDto, shown: readonly AssignmentDto[]) {
    const index = shown.findIndex((s) => s.id === a.id);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    modals.openConfirmModal({
      // Mantine leaves the close button without an accessible name.
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Delete assignment?',
      children: (
        <Text size="sm">
          Remove {a.subject.subjectCode} – {a.subject.subjectName} from {a.staff.staffName}?
          Attendance already recorded is kept.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { staffId: a.staff.staffID, subjectId: a.subject.subjectID },
          {
            onSuccess: () => {
              show('✅ Assignment deleted successfully');
              pendingFocus.current = { deleted: a.id, next: neighbour?.id ?? null };
            },
            onError: () => show('❌ Failed to delete assignment', true),
          },
        ),
    });
  }

  return (
    <AssignmentsScreen
      title="Delete Assigned List"
      headingRef={heading}
      message={<StatusText text={message.text} error={message.error} />}
      action={(a, shown) => (
        <Button
          size="xs"
          color="red"
          ref={(element) => {
            if (element) buttons.current.set(a.id, element);
            else buttons.current.delete(a.id);
          }}
          aria-label={`Delete ${a.subject.subjectCode} from ${a.staff.staffName}`}
          onClick={() => {
            if (!remove.isPending) confirmDelete(a, shown);
          }}
        >
          Delete
        </Button>
      )}
    />
  );
}
