import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { DateFieldProps } from './MarkingDateField';

/** Mantine's calendar with every day off disabled; its reason is the day's name and tooltip. */
export default function DaysOffCalendar({ value, min, max, daysOff, onChange }: DateFieldProps) {
  const reasons = new Map(daysOff.map((d) => [d.date, d.reason]));
  return (
    <DatePicker
      value={value || null}
      defaultDate={value || max}
      minDate={min}
      maxDate={max}
      previousLabel="Previous month"
      nextLabel="Next month"
      // Weekends are not days off unless WEEKLY_DAYS_OFF says so (then they are disabled);
      // Mantine's red weekend numbers would only mislead, and fail contrast on white.
      weekendDays={[]}
      excludeDate={(date) => reasons.has(date)}
      getDayProps={(date) => {
        const reason = reasons.get(date);
        return reason ? { title: reason, 'data-day-off': true } : {};
      }}
      getDayAriaLabel={(date) => {
        const reason = reasons.get(date);
        return reason ? `${date}: ${reason}` : date;
      }}
      onChange={(date) => date && onChange(date)}
    />
  );
}
