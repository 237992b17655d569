import { useCallback, useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { AttendanceStatus } from '@attendance/domain';
import type { ClassStudent } from '../api/attendance';
import { nextStatus, statusOf, withStatus, type Marks } from '../marking';
import { JumpToStudent } from './JumpToStudent';
import { StudentRow, type MoveKey } from './StudentRow';
import classes from './StudentRow.module.css';

/** Classes longer than this (about three phone screens) get the jump box. */
const JUMP_FROM = 20;

interface Props {
  students: readonly ClassStudent[];
  marks: Marks;
  setMarks: Dispatch<SetStateAction<Marks>>;
}

/**
 * The class, one row per student, with a roving focus: Tab enters the list once, the arrow keys
 * move between students, P/A/O/M/L set a status. The handlers are stable so that a change
 * re-renders only the rows it touches.
 */
export function StudentList({ students, marks, setMarks }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const prefix = useId();
  const last = students.length - 1;

  const onSet = useCallback(
    (registerNumber: string, status: AttendanceStatus) =>
      setMarks((current) => withStatus(current, registerNumber, status)),
    [setMarks],
  );
  const onCycle = useCallback(
    (registerNumber: string) =>
      setMarks((current) =>
        withStatus(current, registerNumber, nextStatus(statusOf(current, registerNumber))),
      ),
    [setMarks],
  );
  const onMove = useCallback(
    (index: number, key: MoveKey) => {
      const target =
        key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : Math.min(last, Math.max(0, index + (key === 'ArrowDown' ? 1 : -1)));
      list.current
        ?.querySelector<HTMLInputElement>(`[data-row-index="${target}"] input:checked`)
        ?.focus();
    },
    [last],
  );

  return (
    <div>
      <p className={classes.help} id={`${prefix}-help`}>
        Everyone starts Present: tap a student to change the status (P Present, A Absent, OD On
        Duty, ML Medical Leave, L Leave), or pick it. Keyboard: arrow up and down move between
        students; P, A, O, M or L sets the status.
      </p>
      {/* Only a long class needs it; a short one keeps Tab going from Period straight to it. */}
      {students.length > JUMP_FROM && (
        <JumpToStudent
          students={students}
          onJump={(index) => {
            setActive(index);
            const row = list.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
            row?.scrollIntoView({ block: 'center' });
            row?.querySelector<HTMLInputElement>('input:checked')?.focus();
          }}
        />
      )}
      <div
        ref={list}
        role="group"
        aria-label="Students"
        aria-describedby={`${prefix}-help`}
        data-testid="student-list"
      >
        {students.map((student, index) => (
          <StudentRow
            key={student.registerNumber}
            index={index}
            student={student}
            status={statusOf(marks, student.registerNumber)}
            tabbable={index === Math.min(active, last)}
            groupName={`${prefix}-s${index}`}
            onSet={onSet}
            onCycle={onCycle}
            onMove={onMove}
            onActivate={setActive}
          />
        ))}
      </div>
    </div>
  );
}
