import { WEEKDAYS, weekdayLongName, type Weekday } from '@attendance/domain';
import { currentLanguage } from '../../lib/i18n/i18n';

/**
 * A weekday's full name in the reader's language ('Mon': Monday, सोमवार, திங்கள்); any other text
 * (a grid's own 'Day 1') is kept as is.
 */
export function weekdayName(day: string): string {
  const index = WEEKDAYS.indexOf(day as Weekday);
  return index < 0 ? day : weekdayLongName(index, currentLanguage());
}
