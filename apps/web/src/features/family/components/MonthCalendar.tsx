import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { WEEKDAYS, weekdayOf, type FamilyPeriod } from '@attendance/domain';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function daysOf(month: string): string[] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The held periods of one subject as a month calendar (Monday first), a month at a time. */
export function MonthCalendar({
  periods,
  subjectName,
}: {
  periods: FamilyPeriod[];
  subjectName: string;
}) {
  const newest = periods[0]?.date.slice(0, 7) ?? new Date().toISOString().slice(0, 7);
  const oldest = periods[periods.length - 1]?.date.slice(0, 7) ?? newest;
  const [month, setMonth] = useState(newest);
  const byDate = new Map<string, FamilyPeriod[]>();
  for (const p of periods) byDate.set(p.date, [...(byDate.get(p.date) ?? []), p]);
  const days = daysOf(month);
  const lead = WEEKDAYS.indexOf(weekdayOf(days[0]!));
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const [year, index] = month.split('-').map(Number) as [number, number];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= oldest}
        >
          Earlier month
        </Button>
        <Text fw={600} aria-live="polite">
          {MONTHS[index - 1]} {year}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= newest}
        >
          Later month
        </Button>
      </Group>
      <Table
        withTableBorder
        withColumnBorders
        layout="fixed"
        data-testid="month-calendar"
        aria-label={`${subjectName} in ${MONTHS[index - 1]} ${year}`}
      >
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((day) => (
              <Table.Th key={day} ta="center" p={2} fz="xs">
                {day}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, i) => (
                <Table.Td key={date ?? `blank-${i}`} p={2} valign="top" h={44}>
                  {date && (
                    <>
                      <Text size="xs">{Number(date.slice(8))}</Text>
                      {(byDate.get(date) ?? []).map((p) => (
                        <Text
                          key={p.period}
                          size="xs"
                          fw={600}
                          lh={1.1}
                          td={p.voided ? 'line-through' : undefined}
                          title={`P${p.period} ${p.correction ?? p.status}${p.voided ? ' (voided)' : ''}`}
                        >
                          {p.effectiveStatus}
                        </Text>
                      ))}
                    </>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
