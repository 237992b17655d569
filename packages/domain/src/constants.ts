/** Business constants of spec section 9, shared by the server and the web app. */

export const DESIGNATIONS = ['Admin', 'HOD', 'Subject_Staff'] as const;
export type Designation = (typeof DESIGNATIONS)[number];
export const DESIGNATION_LABELS: Record<Designation, string> = {
  Admin: 'Dept Admin Faculty',
  HOD: 'HOD',
  Subject_Staff: 'Subject Staff',
};
export const HOME_BY_DESIGNATION: Record<Designation, string> = {
  Admin: '/admin',
  HOD: '/hodpannel',
  Subject_Staff: '/staffpannel',
};

export interface Department {
  code: string;
  name: string;
}
export const DEFAULT_DEPARTMENTS: readonly Department[] = [
  { code: 'CSE', name: 'Computer Science and Engineering' },
  { code: 'ECE', name: 'Electronics and Communication Engineering' },
  { code: 'EEE', name: 'Electrical and Electronics Engineering' },
  { code: 'MECH', name: 'Mechanical Engineering' },
  { code: 'CIVIL', name: 'Civil Engineering' },
  { code: 'CSE_AI_ML', name: 'Computer Science and Engineering (AI/ML)' },
  { code: 'MBA', name: 'Master of Business Administration' },
];
/** Department value of a subject common to every department. */
export const COMMON_DEPARTMENT = 'all';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const STUDENT_TYPES = ['Regular', 'Lateral', 'Transfer'] as const;

export const ATTENDANCE_STATUSES = ['P', 'A', 'OD', 'ML', 'LEAVE'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  P: 'Present',
  A: 'Absent',
  OD: 'On Duty',
  ML: 'Medical Leave',
  LEAVE: 'Leave',
};

export const FIRST_PERIOD = 1;
export const LAST_PERIOD = 8;
export const PERIODS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const MAX_SEMESTER = 8;
export const MAX_YEAR = 4;

export const CAPTCHA_LENGTH = 6;
/** Registration refuses shorter ID card numbers (issue 10); they are the only credential. */
export const ID_CARD_MIN_LENGTH = 4;
export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const STUDENT_PAGE_SIZE = 10;
export const LOW_ATTENDANCE_THRESHOLD = 75;
/** Below this cumulative percentage On Duty counts as present (cumulative PDF). */
export const CUMULATIVE_OD_THRESHOLD = 65;
export const ALLOCATION_MIN_SUBJECTS = 1;
export const ALLOCATION_HINT_MAX_SUBJECTS = 10;

export const DEFAULT_MARKING_WINDOW = '09:00-19:00';
export const MARKING_WINDOW_BLINK_MINUTES = 30;

export const TIMEOUTS_MS = {
  registerReturnToLogin: 5000,
  editModalClose: 2000,
  shortMessage: 3000,
  longMessage: 5000,
  splashRedirect: 6000,
  splashMessageRotation: 1500,
  splashTypingPerCharacter: 100,
} as const;

export const SPLASH_MESSAGES = [
  'Connecting to server',
  'Processing data',
  'Loading portal',
  'Ready to Use',
] as const;
