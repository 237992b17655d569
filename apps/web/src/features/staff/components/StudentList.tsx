import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { AttendanceStatus } from '@attendance/domain';
import type { ClassStudent } from '../api/attendance';
import { nextStatus, STATUS_BY_KEY, statusOf, withStatus, type Marks } from '../marking';
import { JumpToStudent } from './JumpToStudent';
import { rowOf, studentRowsHtml, syncRow } from '../../../components/marking/student-rows';
import classes from '../../../components/marking/StudentRow.module.css';

/** Classes longer than this (about three phone screens) get the jump box. */
const JUMP_FROM = 20;
const NO_MARKS: Marks = {};
const MOVE_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'Home', 'End'];

interface Props {
  students: readonly ClassStudent[];
  marks: Marks;
  setMarks: Dispatch<SetStateAction<Marks>>;
}

/**
 * The class, one row per student, with a roving focus: Tab enters the list once, the arrow keys
 * move between students, P/A/O/M/L set a status, a tap on a name cycles it. The rows are plain
 * HTML written once (student-rows.ts); one listener per kind of event serves them all and a
 * change touches only the attributes of the rows it changed (issue 23: building 60 rows of
 * components took most of a phone's 1 s after the tap on Mark).
 */
export function StudentList({ students, marks, setMarks }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const prefix = useId();
  const last = students.length - 1;
  // Written everyone Present; the marks reach the rows through syncRow before the first paint.
  const html = useMemo(
    () => ({ __html: studentRowsHtml(students, NO_MARKS, prefix) }),
    [students, prefix],
  );

  useLayoutEffect(() => {
    const rows = list.current?.children ?? [];
    const tabStop = Math.min(active, last);
    for (const [index, row] of [...rows].entries()) {
      const registerNumber = (row as HTMLElement).dataset.register ?? '';
      syncRow(row as HTMLElement, statusOf(marks, registerNumber), index === tabStop);
    }
  }, [html, marks, active, last]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const set = (registerNumber: string, status: AttendanceStatus) =>
      setMarks((current) => withStatus(current, registerNumber, status));
    const focusRow = (index: number) =>
      element.querySelector<HTMLInputElement>(`[data-row-index="${index}"] input:checked`)?.focus();

    const onChange = (event: Event) => {
      const input = event.target as HTMLInputElement;
      const at = rowOf(input);
      if (at && input.checked) set(at.registerNumber, input.value as AttendanceStatus);
    };
    // A tap on the name cycles the status; picking a chip is a choice of its own.
    const onClick = (event: MouseEvent) => {
      const at = rowOf(event.target);
      if (!at || (event.target as Element).closest('[role="radiogroup"]')) return;
      setMarks((current) =>
        withStatus(current, at.registerNumber, nextStatus(statusOf(current, at.registerNumber))),
      );
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const at = rowOf(event.target);
      if (!at || event.altKey || event.ctrlKey || event.metaKey) return;
      if (MOVE_KEYS.includes(event.key)) {
        event.preventDefault();
        const target =
          event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : Math.min(last, Math.max(0, at.index + (event.key === 'ArrowDown' ? 1 : -1)));
        focusRow(target);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        set(at.registerNumber, nextStatus(at.status, event.key === 'ArrowRight' ? 1 : -1));
      } else {
        const chosen = STATUS_BY_KEY[event.key.toLowerCase()];
        if (chosen) {
          event.preventDefault();
          set(at.registerNumber, chosen);
        }
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const at = rowOf(event.target);
      if (at) setActive(at.index);
    };
    element.addEventListener('change', onChange);
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusin', onFocusIn);
    return () => {
      element.removeEventListener('change', onChange);
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [setMarks, last]);

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
        dangerouslySetInnerHTML={html}
      />
    </div>
  );
}
