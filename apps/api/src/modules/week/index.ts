// What the week module offers the rest of the API; nothing else of it is imported from outside.
export type { WeekSettings } from './calendar.service';
export { TeachingDays } from './teaching-days';
export { TimetableRepo } from './timetable.repo';
export { todayWeek } from './today-week';
export { WEEK_STAMP_SQL, WeekCache } from './week-cache';
export { WeekLoader, type ClassWeek } from './week-loader';
