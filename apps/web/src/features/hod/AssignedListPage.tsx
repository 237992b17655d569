import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AssignmentDto } from '@attendance/domain';
import { useUpdateAssignmentStatus } from './api/assignments';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';
import { useT } from '../../lib/i18n/use-t';

/** /hodpannel/assignedlist: lock or unlock attendance marking per staff-subject pair. */
export default function AssignedListPage() {
  const t = useT();
  const update = useUpdateAssignmentStatus();
  const [failed, setFailed] = useState(false);

  function confirmToggle(a: AssignmentDto) {
    const locking = a.status;
    const what = `${a.subject.subjectCode} – ${a.subject.subjectName}`;
    modals.openConfirmModal({
      // Mantine leaves the close button without an accessible name.
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t(locking ? 'hod.assigned.lockTitle' : 'hod.assigned.unlockTitle'),
      children: (
        <Text size="sm">
          {t(locking ? 'hod.assigned.lockText' : 'hod.assigned.unlockText', {
            name: a.staff.staffName,
            what,
          })}
        </Text>
      ),
      labels: {
        confirm: t(locking ? 'hod.assigned.lock' : 'hod.assigned.unlock'),
        cancel: t('common.cancel'),
      },
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
      title={t('hod.assigned.title')}
      message={
        <>
          <Anchor component={Link} to="/hodpannel/corrections" size="sm">
            {t('hod.assigned.corrections')}
          </Anchor>
          <StatusText text={failed ? t('hod.assigned.updateFailed') : ''} error />
        </>
      }
      action={(a) => (
        // Never disabled: the button keeps keyboard focus through the dialog and the request.
        <Button
          size="xs"
          variant={a.status ? 'filled' : 'default'}
          color={a.status ? 'red' : undefined}
          aria-label={t(a.status ? 'hod.assigned.lockFor' : 'hod.assigned.unlockFor', {
            code: a.subject.subjectCode,
            name: a.staff.staffName,
          })}
          onClick={() => {
            if (!update.isPending) confirmToggle(a);
          }}
        >
          {t(a.status ? 'hod.assigned.lock' : 'hod.assigned.unlock')}
        </Button>
      )}
    />
  );
}
