import { useEffect, useMemo, useState } from 'react';
import { TIMEOUTS_MS, type StaffDto } from '@attendance/domain';
import { useStaff } from '../../lib/session';
import type { Subject } from '../../lib/queries/subjects';
import { useAssignSubjects } from './api/assignments';
import type { LinesMessage } from './components/MessageLines';
import { useT } from '../../lib/i18n/use-t';

/**
 * The Assign screen's state: chosen staff, chosen subjects, and the message of the last press.
 * A success clears after 5 s (spec section 8); refusals stay until the next press.
 */
export function useAssignFlow(staffList: readonly StaffDto[], unassigned: readonly Subject[]) {
  const t = useT();
  const selectSubject = t('hod.assign.selectSubject');
  const hod = useStaff();
  const mutation = useAssignSubjects();
  const [staffId, setStaffId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<LinesMessage | null>(null);

  useEffect(() => {
    if (!message || message.error) return;
    const timer = setTimeout(() => setMessage(null), TIMEOUTS_MS.longMessage);
    return () => clearTimeout(timer);
  }, [message]);

  const staff = staffList.find((s) => String(s.staffID) === staffId);
  // Only subjects still unassigned count: one taken meanwhile by someone else drops out.
  const chosen = useMemo(
    () => unassigned.filter((s) => selected.has(s.subjectID)),
    [unassigned, selected],
  );

  function chooseStaff(id: string | null) {
    setStaffId(id);
    setMessage(null);
  }

  function toggle(subjectID: number, checked: boolean) {
    // A refusal for an empty selection is stale once a subject is ticked.
    if (checked) setMessage((m) => (m?.lines[0]?.text === selectSubject ? null : m));
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(subjectID);
      else next.delete(subjectID);
      return next;
    });
  }

  const refuse = (text: string) => setMessage({ lines: [{ text }], error: true });

  async function assign() {
    if (!staff) return refuse(t('hod.assign.selectStaffFirst'));
    if (chosen.length === 0) return refuse(selectSubject);
    setMessage(null);
    const failures = await mutation.mutateAsync({
      staff,
      subjects: chosen,
      assignedBy: hod.staffName,
    });
    const failed = new Set(failures.map((f) => f.subject.subjectID));
    setSelected((previous) => new Set([...previous].filter((id) => failed.has(id))));
    if (failures.length === 0) {
      setMessage({
        lines: [{ text: t('hod.assign.done', { name: staff.staffName }) }],
        error: false,
      });
      return;
    }
    setMessage({
      error: true,
      lines: failures.map(({ subject, reason }) => ({
        text: t('hod.assign.failed', { code: subject.subjectCode }),
        detail: reason,
      })),
    });
  }

  return {
    staff,
    staffId,
    chooseStaff,
    selected,
    chosen,
    toggle,
    assign,
    busy: mutation.isPending,
    message,
  };
}
