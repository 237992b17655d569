import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { intlLocale, WEEKDAYS, weekdayOf, type FamilyPeriod } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { statusLabels } from '../../../lib/i18n/status-labels';

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
  const t = useT();
  const labels = statusLabels(t);
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
  // 2024-01-01 was a Monday: the campus week's days in the person's language.
  const weekdayFormat = new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const weekdayNames = WEEKDAYS.map((_, i) =>
    weekdayFormat.format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const monthName = new Intl.DateTimeFormat(intlLocale(currentLanguage()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= oldest}
        >
          {t('family.calendar.earlier')}
        </Button>
        <Text fw={600} aria-live="polite">
          {monthName}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= newest}
        >
          {t('family.calendar.later')}
        </Button>
      </Group>
      <Table
        withTableBorder
        withColumnBorders
        layout="fixed"
        data-testid="month-calendar"
        aria-label={t('family.calendar.label', { subject: subjectName, month: monthName })}
      >
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((day, i) => (
              <Table.Th key={day} ta="center" p={2} fz="xs">
                {weekdayNames[i]}
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
                          title={`P${p.period} ${p.correction ?? labels[p.status]}${p.voided ? ` ${t('family.voided')}` : ''}`}
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
