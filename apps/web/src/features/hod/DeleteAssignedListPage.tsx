import { useEffect, useRef } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { TIMEOUTS_MS, type AssignmentDto } from '@attendance/domain';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useDeleteAssignment } from './api/assignments';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';
import { useT } from '../../lib/i18n/use-t';

/** /hodpannel/deleteassignedlist: delete an assignment; recorded attendance stays. */
export default function DeleteAssignedListPage() {
  const t = useT();
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
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('hod.delete.confirmTitle'),
      children: (
        <Text size="sm">
          {t('hod.delete.confirmText', {
            what: `${a.subject.subjectCode} – ${a.subject.subjectName}`,
            name: a.staff.staffName,
          })}
        </Text>
      ),
      labels: { confirm: t('hod.delete.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { staffId: a.staff.staffID, subjectId: a.subject.subjectID },
          {
            onSuccess: () => {
              show(t('hod.delete.done'));
              pendingFocus.current = { deleted: a.id, next: neighbour?.id ?? null };
            },
            onError: () => show(t('hod.delete.failed'), true),
          },
        ),
    });
  }

  return (
    <AssignmentsScreen
      title={t('hod.delete.title')}
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
          aria-label={t('hod.delete.deleteFrom', {
            code: a.subject.subjectCode,
            name: a.staff.staffName,
          })}
          onClick={() => {
            if (!remove.isPending) confirmDelete(a, shown);
          }}
        >
          {t('hod.delete.delete')}
        </Button>
      )}
    />
  );
}
