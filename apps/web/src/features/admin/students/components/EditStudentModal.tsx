import { useRef } from 'react';
import { Modal } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';
import { EditStudentForm } from './EditStudentForm';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  /** The student last opened; kept while the modal fades out. */
  student: StudentDto | null;
  /** Changes on every opening, so each one starts from a fresh copy of the student. */
  session: number;
  opened: boolean;
  onClose: () => void;
}

/** The 'Edit Student' modal: a copy of the student, Save, and the hint to refresh afterwards. */
export function EditStudentModal({ student, session, opened, onClose }: Props) {
  const t = useT();
  // Escape in the confirmation also reaches this modal's window listener; while the confirmation
  // is up, and until that key press is over, a close request here is ignored.
  const confirming = useRef(false);

  function setConfirming(value: boolean) {
    if (value) confirming.current = true;
    else setTimeout(() => (confirming.current = false), 0);
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!confirming.current) onClose();
      }}
      title={t('admin.editStudent.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {student && (
        <EditStudentForm
          key={session}
          student={student}
          onConfirming={setConfirming}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
