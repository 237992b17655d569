import type { Designation } from '@attendance/domain';
import { ensureAppCatalog } from '../lib/i18n/i18n';

// The code of each designation's home screen and of the signed-in frame: the router loads it
// on demand, the start-up preload (preload.ts) ahead of the session check.
// The frame waits for the signed-in screens' words (issue 53), asked for beside its code.
export const loadAppLayout = () =>
  Promise.all([import('./AppLayout'), ensureAppCatalog()]).then(([layout]) => layout);
export const loadStudentRecords = () => import('../features/admin/students/StudentRecordsPage');
export const loadAssign = () => import('../features/hod/AssignPage');
export const loadMarkAttendance = () => import('../features/staff/MarkAttendancePage');
export const loadPanelSummary = () => import('../features/oversight/PanelSummary');

export const HOME_SCREENS: Record<Designation, () => Promise<unknown>[]> = {
  Admin: () => [loadAppLayout(), loadStudentRecords(), loadPanelSummary()],
  HOD: () => [loadAppLayout(), loadAssign(), loadPanelSummary()],
  Subject_Staff: () => [loadAppLayout(), loadMarkAttendance()],
};
