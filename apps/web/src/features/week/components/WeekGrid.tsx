import { useRef, useState, type KeyboardEvent } from 'react';
import { Menu } from '@mantine/core';
import type { TimetableSubjectDto, Weekday } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';
import { cellChoices, cellKey, cellText, type WeekCells } from '../week-model';
import { weekdayName } from '../weekday-name';
import classes from './WeekGrid.module.css';

interface Props {
  days: readonly Weekday[];
  periods: readonly { number: number; starts: string }[];
  week: WeekCells;
  subjects: readonly TimetableSubjectDto[];
  /** Cells the server refused, by cellKey, with its message. */
  conflicts: ReadonlyMap<string, string>;
  onPick: (key: string, subjectIDs: number[]) => void;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The week as days × periods. One cell is in the tab order at a time (a roving tabindex): the
 * arrow keys move between cells, Enter or Space opens the cell's subject menu.
 */
export function WeekGrid({ days, periods, week, subjects, conflicts, onPick }: Props) {
  const t = useT();
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const table = useRef<HTMLTableElement>(null);
  const choices = cellChoices(t, subjects);

  function move(event: KeyboardEvent, row: number, col: number) {
    let next: [number, number] | null = null;
    const step = MOVES[event.key];
    if (step) next = [row + step[0], col + step[1]];
    else if (event.key === 'Home') next = [row, 0];
    else if (event.key === 'End') next = [row, periods.length - 1];
    if (!next) return;
    event.preventDefault();
    const [r, c] = next;
    if (r < 0 || c < 0 || r >= days.length || c >= periods.length) return;
    setActive([r, c]);
    table.current?.querySelector<HTMLElement>(`[data-cell="${r}-${c}"]`)?.focus();
  }

  return (
    <div className={classes.scroller}>
      <table className={classes.grid} ref={table} aria-label={t('week.week.label')}>
        <thead>
          <tr>
            <th scope="col">{t('week.day')}</th>
            {periods.map((p) => (
              <th key={p.number} scope="col">
                P{p.number}
                <span className={classes.staff}>{p.starts}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day, row) => (
            <tr key={day}>
              <th scope="row" title={weekdayName(day)}>
                {day}
              </th>
              {periods.map((p, col) => {
                const key = cellKey(day, p.number);
                const held = week.get(key);
                const text = cellText(t, held, subjects);
                const conflict = conflicts.get(key);
                const slot = `${weekdayName(day)} P${p.number}`;
                const staff = held?.length
                  ? held
                      .map((id) => subjects.find((s) => s.subjectID === id)?.staffName ?? '—')
                      .join(' / ')
                  : '';
                return (
                  <td key={p.number}>
                    <Menu position="bottom" withinPortal shadow="md" returnFocus>
                      <Menu.Target>
                        <button
                          type="button"
                          className={classes.cell}
                          data-cell={`${row}-${col}`}
                          data-filled={held?.length ? true : undefined}
                          data-conflict={conflict ? true : undefined}
                          data-testid={`cell-${key}`}
                          tabIndex={active[0] === row && active[1] === col ? 0 : -1}
                          aria-label={
                            conflict
                              ? t('week.week.cellRefused', { slot, text: text.long, conflict })
                              : `${slot}: ${text.long}`
                          }
                          onFocus={() => setActive([row, col])}
                          onKeyDown={(event) => move(event, row, col)}
                        >
                          {text.short}
                          {staff && <span className={classes.staff}>{staff}</span>}
                        </button>
                      </Menu.Target>
                      <Menu.Dropdown aria-label={t('week.week.menu', { slot })}>
                        <Menu.Label>{slot}</Menu.Label>
                        {choices.map((choice) => (
                          <Menu.Item
                            key={choice.label}
                            onClick={() => onPick(key, choice.subjectIDs)}
                          >
                            {choice.label}
                          </Menu.Item>
                        ))}
                        <Menu.Divider />
                        <Menu.Item onClick={() => onPick(key, [])}>{t('week.week.free')}</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
