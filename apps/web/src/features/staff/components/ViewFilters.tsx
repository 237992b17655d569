import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { LOW_ATTENDANCE_THRESHOLD } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { VIEW_MESSAGES } from '../view-matrix';

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface Props {
  today: string;
  lowOnly: boolean;
  onLowOnly: (value: boolean) => void;
  onApply: (range: DateRange) => void;
}

/** Start and end dates applied together with Apply Filter; the under-75% toggle acts at once. */
export function ViewFilters({ today, lowOnly, onLowOnly, onApply }: Props) {
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const [problem, setProblem] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    const { startDate, endDate } = range;
    const bad = Boolean(startDate && endDate && startDate > endDate);
    setProblem(bad ? VIEW_MESSAGES.badRange : '');
    if (!bad) onApply(range);
  }

  return (
    <form onSubmit={apply} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label="Start date"
            value={range.startDate}
            max={range.endDate || today}
            onChange={(event) => setRange({ ...range, startDate: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="End date"
            value={range.endDate}
            min={range.startDate || undefined}
            max={today}
            onChange={(event) => setRange({ ...range, endDate: event.currentTarget.value })}
          />
          <Button type="submit">Apply Filter</Button>
        </Group>
        <StatusText text={problem} error />
        <Switch
          label={`Show only students under ${LOW_ATTENDANCE_THRESHOLD}%`}
          checked={lowOnly}
          onChange={(event) => onLowOnly(event.currentTarget.checked)}
        />
      </Stack>
    </form>
  );
}
