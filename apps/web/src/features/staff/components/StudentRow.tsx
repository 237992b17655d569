import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
} from '@attendance/domain';
import type { ClassStudent } from '../api/attendance';
import { nextStatus, STATUS_BY_KEY } from '../marking';
import classes from './StudentRow.module.css';

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
const MOVE_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'Home', 'End'];
/** What a chip shows: the codes of the paper register, LEAVE shortened to fit a phone. */
const STATUS_CODES: Record<AttendanceStatus, string> = {
  P: 'P',
  A: 'A',
  OD: 'OD',
  ML: 'ML',
  LEAVE: 'L',
};

interface Props {
  index: number;
  student: ClassStudent;
  status: AttendanceStatus;
  /** The one row of the roving focus that Tab reaches. */
  tabbable: boolean;
  groupName: string;
  onSet: (registerNumber: string, status: AttendanceStatus) => void;
  onCycle: (registerNumber: string) => void;
  onMove: (index: number, key: MoveKey) => void;
  onActivate: (index: number) => void;
}

/**
 * One student on one compact line: name and register number, then the five statuses as chips.
 * A tap on the name cycles the status, a chip picks one directly, and the keyboard sets it by
 * letter. Memoized: a change re-renders this row only.
 */
export const StudentRow = memo(function StudentRow({
  index,
  student,
  status,
  tabbable,
  groupName,
  onSet,
  onCycle,
  onMove,
  onActivate,
}: Props) {
  const row = useRef<HTMLDivElement>(null);
  const { registerNumber, studentName } = student;
  const nameId = `${groupName}-name`;

  // The checked radio is the row's focus stop, so a keyboard change carries the focus with it.
  useEffect(() => {
    const element = row.current;
    if (element?.contains(document.activeElement)) {
      element.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [status]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (MOVE_KEYS.includes(event.key)) {
      event.preventDefault();
      onMove(index, event.key as MoveKey);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onSet(registerNumber, nextStatus(status, event.key === 'ArrowRight' ? 1 : -1));
    } else {
      const chosen = STATUS_BY_KEY[event.key.toLowerCase()];
      if (chosen) {
        event.preventDefault();
        onSet(registerNumber, chosen);
      }
    }
  }

  return (
    <div
      ref={row}
      className={classes.row}
      data-status={status}
      data-row-index={index}
      data-testid="student-row"
      onClick={() => onCycle(registerNumber)}
      onFocus={() => onActivate(index)}
      onKeyDown={onKeyDown}
    >
      <span id={nameId} className={classes.who}>
        <span className={classes.name}>{studentName}</span>{' '}
        <span className={classes.register}>{registerNumber}</span>
      </span>
      {/* Picking a chip is a choice of its own, not a tap on the row. */}
      <div
        role="radiogroup"
        aria-labelledby={nameId}
        className={classes.options}
        onClick={(event) => event.stopPropagation()}
      >
        {ATTENDANCE_STATUSES.map((option) => (
          <label key={option} className={classes.option}>
            {/* The chip shows the short code; the radio's name is the full status. */}
            <input
              type="radio"
              name={groupName}
              value={option}
              aria-label={ATTENDANCE_STATUS_LABELS[option]}
              checked={status === option}
              tabIndex={tabbable && status === option ? 0 : -1}
              onChange={() => onSet(registerNumber, option)}
            />
            <span aria-hidden="true">{STATUS_CODES[option]}</span>
          </label>
        ))}
      </div>
    </div>
  );
});
