import { Select, Stack, Text, Title } from '@mantine/core';
import type { GridCellDto, GridClassChoice, GridDto } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';
import { weekdayName } from '../weekday-name';
import { classId, classTitle } from './ClassPicker';
import classes from './WeekGrid.module.css';

interface Props {
  grid: GridDto;
  index: number;
  choices: readonly GridClassChoice[];
  /** When each period starts ('HH:MM'), as the week editor heads its columns. */
  starts: readonly { number: number; starts: string }[];
  onClass: (index: number, next: GridClassChoice | null) => void;
}

/** What a previewed cell says: its subjects and their staff, or the text no subject matched. */
function CellView({ cell }: { cell: GridCellDto | undefined }) {
  const t = useT();
  if (!cell) return null;
  const matched = cell.subjects.map((s) => s.subjectCode).join(' / ');
  const staff = cell.subjects.map((s) => s.staffName ?? '—').join(' / ');
  const details = [
    ...cell.subjects.map((s) =>
      t('week.grid.via', {
        code: s.subjectCode,
        name: s.subjectName,
        via: s.via.replace(' ', '_'),
      }),
    ),
    ...cell.errors,
    ...cell.warnings,
  ];
  return (
    <div
      className={classes.cell}
      style={{ cursor: 'default' }}
      data-filled={cell.subjects.length > 0 ? true : undefined}
      data-conflict={cell.errors.length > 0 ? true : undefined}
      title={[`${cell.address}: “${cell.text}”`, ...details].join('\n')}
    >
      {matched || `“${cell.text}”`}
      <span className={classes.staff}>
        {cell.errors.length > 0 ? t('week.grid.notImported') : staff}
        {cell.warnings.length > 0 && ' ⚠'}
      </span>
    </div>
  );
}

/**
 * One grid of the workbook as the week editor shows a week (days × periods, the same look), each
 * cell with its match; the class it goes to is proposed from its title and may be changed.
 */
export function GridPreview({ grid, index, choices, starts, onClass }: Props) {
  const t = useT();
  const periods = [...grid.periods].sort((a, b) => a - b);
  const cellAt = new Map(grid.cells.map((c) => [`${c.day}:${c.period}`, c]));
  return (
    <Stack gap="xs" data-testid={`grid-${index}`}>
      <Title order={2} size="h4">
        {grid.title}
        <Text span size="sm" c="dimmed" ml="xs">
          {t('week.grid.where', { sheet: grid.sheet, row: grid.headerRow })}
        </Text>
      </Title>
      <Select
        label={t('week.grid.classOf', { title: grid.title })}
        placeholder={t('week.grid.chooseClass')}
        data={choices.map((c) => ({ value: classId(c), label: classTitle(t, c) }))}
        value={grid.class ? classId(grid.class) : null}
        onChange={(id) => onClass(index, choices.find((c) => classId(c) === id) ?? null)}
        searchable
        maw={480}
      />
      <div className={classes.scroller}>
        <table
          className={classes.grid}
          aria-label={t('week.grid.previewOf', { title: grid.title })}
        >
          <thead>
            <tr>
              <th scope="col">{t('week.day')}</th>
              {periods.map((p) => (
                <th key={p} scope="col">
                  P{p}
                  <span className={classes.staff}>
                    {starts.find((s) => s.number === p)?.starts}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.days.map((day) => (
              <tr key={day}>
                <th scope="row" title={weekdayName(day)}>
                  {day}
                </th>
                {periods.map((p) => (
                  <td key={p} data-testid={`preview-${index}-${day}:${p}`}>
                    <CellView cell={cellAt.get(`${day}:${p}`)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}
