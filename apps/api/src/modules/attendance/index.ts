// What the attendance module offers the rest of the API; nothing else of it is imported from outside.
export { AttendanceJsonRepo } from './attendance-json.repo';
export { AttendanceRepo } from './attendance.repo';
export { AttendanceService } from './attendance.service';
export { absenceKey } from './absence-alerts';
