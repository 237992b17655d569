import { intlLocale, WEEKDAYS, type Weekday } from '@attendance/domain';
import { currentLanguage } from '../../lib/i18n/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A weekday's full name in the reader's language ('Mon': Monday, सोमवार, திங்கள்), from Intl so no
 * catalog repeats what the browser knows; any other text (a grid's own 'Day 1') is kept as is.
 */
export function weekdayName(day: string): string {
  const index = WEEKDAYS.indexOf(day as Weekday);
  if (index < 0) return day;
  const locale = intlLocale(currentLanguage());
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  // 1 January 2024 was a Monday.
  return format.format(new Date(Date.UTC(2024, 0, 1 + index)));
}
