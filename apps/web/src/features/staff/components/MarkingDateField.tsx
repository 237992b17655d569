import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Popover, Text, TextInput } from '@mantine/core';
import type { DayOffDto } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';

// The calendar (Mantine dates, dayjs and their styles) loads only when it is opened: the
// marking screen's first load stays as light as before.
const DaysOffCalendar = lazy(() => import('./DaysOffCalendar'));

export interface DateFieldProps {
  value: string;
  min: string;
  max: string;
  daysOff: readonly DayOffDto[];
  onChange: (date: string) => void;
}

/**
 * The marking date: the plain date field, and a calendar beside it on which days off and days
 * outside the term are disabled with their reason. A day off typed in the field says why too.
 */
export function MarkingDateField(props: DateFieldProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const chosenOff = props.daysOff.find((d) => d.date === props.value);
  return (
    <div>
      <TextInput
        type="date"
        label={t('staff.dateField.date')}
        value={props.value}
        min={props.min}
        max={props.max}
        required
        error={chosenOff?.reason}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom-start">
        <Popover.Target>
          <Button variant="subtle" size="compact-xs" mt={2} onClick={() => setOpened((o) => !o)}>
            {t('staff.dateField.calendar')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Suspense
            fallback={<Loader size="sm" aria-label={t('staff.dateField.loadingCalendar')} />}
          >
            <DaysOffCalendar
              {...props}
              onChange={(date) => {
                props.onChange(date);
                setOpened(false);
              }}
            />
          </Suspense>
          {props.daysOff.length > 0 && (
            <Text size="xs" mt={4} maw={260}>
              {t('staff.dateField.disabled', {
                days: props.daysOff.map((d) => `${d.date} (${d.reason})`).join('; '),
              })}
            </Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
