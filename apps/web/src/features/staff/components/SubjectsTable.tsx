import { Link } from 'react-router';
import type { AllocatedSubject } from '../api/attendance';
import {
  departmentLabel,
  viewAttendancePath,
  yearSemester,
} from '../../../components/marking/subjects';
import classes from '../../../components/marking/SubjectsTable.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  subjects: readonly AllocatedSubject[];
  markingId: number | null;
  onMark: (subject: AllocatedSubject) => void;
}

function LockState({ open }: { open: boolean }) {
  const t = useT();
  return (
    <span className={classes.lock} data-open={open} data-testid="lock-state">
      <span className={classes.dot} aria-hidden="true" />
      {open ? t('staff.subjects.active') : t('staff.subjects.locked')}
    </span>
  );
}

function Actions({ subject, onMark }: { subject: AllocatedSubject; onMark: Props['onMark'] }) {
  const t = useT();
  return (
    <span className={classes.actions}>
      <button
        type="button"
        className={classes.mark}
        onClick={() => onMark(subject)}
        aria-label={t('staff.subjects.markFor', { code: subject.subjectCode })}
        data-mark-subject={subject.id}
      >
        {t('staff.subjects.mark')}
      </button>
      <Link
        className={classes.view}
        to={viewAttendancePath(subject)}
        aria-label={t('staff.subjects.viewOf', { code: subject.subjectCode })}
      >
        {t('staff.subjects.view')}
      </Link>
    </span>
  );
}

/**
 * Spec section 2: the allocated subjects with Mark and View. A table from tablet width up; on a
 * phone one card per subject, so Mark is reachable without scrolling sideways. Plain elements
 * styled by CSS (issue 23): the panel is the first thing a teacher's phone renders.
 */
export function SubjectsTable({ subjects, markingId, onMark }: Props) {
  const t = useT();
  return (
    <>
      <div className={classes.wide} data-testid="subjects-table">
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('staff.subjects.sNo')}</th>
              <th>{t('staff.subjects.subject')}</th>
              <th>{t('staff.subjects.batch')}</th>
              <th>{t('staff.subjects.yearSemester')}</th>
              <th>{t('staff.subjects.department')}</th>
              <th>{t('staff.subjects.assignedBy')}</th>
              <th>{t('staff.subjects.status')}</th>
              <th>{t('staff.subjects.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {subjects.map((subject, index) => (
              <tr
                key={subject.id}
                aria-current={subject.id === markingId ? 'true' : undefined}
                data-testid="subject-row"
              >
                <td>{index + 1}</td>
                <td>
                  {subject.subjectCode} – {subject.subject.subjectName}
                </td>
                <td>{subject.batch}</td>
                <td>{yearSemester(subject)}</td>
                <td>{departmentLabel(subject.department, t('staff.subjects.common'))}</td>
                <td>{subject.assignedBy}</td>
                <td>
                  <LockState open={subject.status} />
                </td>
                <td>
                  <Actions subject={subject} onMark={onMark} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={classes.narrow} data-testid="subjects-cards">
        {subjects.map((subject, index) => (
          <div key={subject.id} className={classes.card} data-testid="subject-card">
            <div className={classes.cardHead}>
              <strong>
                {index + 1}. {subject.subjectCode} – {subject.subject.subjectName}
              </strong>
              <LockState open={subject.status} />
            </div>
            <p>
              {t('staff.subjects.cardLine', {
                batch: subject.batch,
                yearSemester: yearSemester(subject),
                department: departmentLabel(subject.department, t('staff.subjects.common')),
              })}
            </p>
            <p>{t('staff.subjects.assignedByName', { name: subject.assignedBy })}</p>
            <Actions subject={subject} onMark={onMark} />
          </div>
        ))}
      </div>
    </>
  );
}
