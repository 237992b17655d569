/** Every route of the API with the fields it reads, so the fuzzer can aim near the real shapes. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string[];
  /** The body is a list of records with these fields. */
  list?: boolean;
  query?: string[];
}

const STUDENT = [
  'registerNumber',
  'studentName',
  'batch',
  'year',
  'semester',
  'department',
  'gender',
  'type',
  'studentNumber',
  'parentNumber',
];
const SUBJECT = [
  'subjectCode',
  'subjectName',
  'batch',
  'year',
  'semester',
  'department',
  'isCommon',
  'isElective',
];
const CAPTCHA = ['captchaToken', 'captchaAnswer'];

export const ROUTES: RouteSpec[] = [
  { method: 'POST', path: '/api/auth/login', body: ['email', 'idCardNumber', ...CAPTCHA] },
  {
    method: 'POST',
    path: '/api/auth/register',
    body: ['staffName', 'department', 'designation', 'email', 'phone', 'idCardNumber', ...CAPTCHA],
  },
  { method: 'GET', path: '/api/auth/captcha' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/allstaff' },
  { method: 'GET', path: '/api/admin/students' },
  { method: 'POST', path: '/api/admin/students', body: STUDENT },
  { method: 'PUT', path: '/api/admin/students/:id', body: STUDENT },
  { method: 'PUT', path: '/api/admin/students/update-batch', query: ['batch', 'year', 'semester'] },
  {
    method: 'POST',
    path: '/api/admin/students/inactives',
    query: ['batch', 'year', 'semester', 'reason'],
  },
  {
    method: 'POST',
    path: '/api/admin/students/inactive-by-register',
    query: ['registerNumber', 'reason'],
  },
  { method: 'POST', path: '/api/subjects/addSubject', body: SUBJECT },
  { method: 'GET', path: '/api/subjects/getSubject' },
  { method: 'DELETE', path: '/api/subjects/deleteSubject/:id' },
  { method: 'PUT', path: '/api/subjects/updateSubject/:id', body: SUBJECT },
  {
    method: 'POST',
    path: '/api/admin/allocate',
    body: ['registerNumber', 'subjectIDs', 'studentName', 'batch', 'department', 'year'],
  },
  { method: 'GET', path: '/api/admin/allocations' },
  { method: 'GET', path: '/api/staff-subject/all' },
  {
    method: 'POST',
    path: '/api/staff-subject/assign',
    body: ['staffId', 'subjectId', 'status', 'assignedBy', 'assignedDate'],
  },
  {
    method: 'PUT',
    path: '/api/staff-subject/update-status',
    body: ['staffId', 'subjectId', 'status'],
  },
  { method: 'DELETE', path: '/api/staff-subject/delete', query: ['staffId', 'subjectId'] },
  { method: 'GET', path: '/api/attendance/subjects/:id' },
  {
    method: 'GET',
    path: '/api/attendance/students',
    query: ['subjectId', 'batch', 'department', 'year', 'semester'],
  },
  {
    method: 'POST',
    path: '/api/attendance/mark',
    list: true,
    body: ['subjectID', 'date', 'period', 'registerNumber', 'status', 'facultyCode', 'batch'],
  },
  {
    method: 'GET',
    path: '/api/attendance/view',
    query: ['subjectID', 'batch', 'department', 'year', 'semester', 'startDate', 'endDate'],
  },
  {
    method: 'GET',
    path: '/api/attendance/cumulative',
    query: ['date', 'batch', 'year', 'semester'],
  },
  { method: 'GET', path: '/api/campus' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/staff/pending' },
  { method: 'POST', path: '/api/staff/:id/approve' },
  { method: 'POST', path: '/api/staff/:id/reject' },
];
