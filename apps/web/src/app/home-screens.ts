import type { Designation } from '@attendance/domain';

// The code of each designation's home screen and of the signed-in frame: the router loads it
// on demand, the start-up preload (preload.ts) ahead of the session check.
export const loadAppLayout = () => import('./AppLayout');
export const loadStudentRecords = () => import('../features/admin/students/StudentRecordsPage');
export const loadAssign = () => import('../features/hod/AssignPage');
export const loadMarkAttendance = () => import('../features/staff/MarkAttendancePage');
export const loadPanelSummary = () => import('../features/oversight/PanelSummary');

export const HOME_SCREENS: Record<Designation, () => Promise<unknown>[]> = {
  Admin: () => [loadAppLayout(), loadStudentRecords(), loadPanelSummary()],
  HOD: () => [loadAppLayout(), loadAssign(), loadPanelSummary()],
  Subject_Staff: () => [loadAppLayout(), loadMarkAttendance()],
};
