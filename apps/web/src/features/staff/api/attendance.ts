import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  attendanceViewRecord,
  classStudentDto,
  markAnswer,
  staffSubjectDto,
  type AttendanceRecordDto,
  type ClassStudentDto,
  type MarkAnswer,
  type StaffSubjectDto,
} from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { api, ApiError } from '../../../lib/api';
import { withOfflineCopy } from '../../../lib/offline-copy';
import { classCopyKey, subjectsCopyKey } from '../../../lib/offline-db';
import { z } from 'zod';

// The attendance contract lives in the domain package (the routes' response schemas).
export type AllocatedSubject = StaffSubjectDto;
export type ClassStudent = ClassStudentDto;
export type AttendanceRecord = AttendanceRecordDto;
export type { MarkAnswer };

export interface ViewParams {
  subjectID: number;
  batch?: string;
  department?: string;
  year?: number;
  semester?: number;
  startDate?: string;
  endDate?: string;
}

const SUBJECTS_KEY = ['attendance', 'subjects'] as const;
const STUDENTS_KEY = ['attendance', 'students'] as const;
const VIEW_KEY = ['attendance', 'view'] as const;

// The teacher's subjects and class lists are kept on the phone (lib/offline-copy.ts), so the
// marking screen opens without a network; 'always' runs the query offline to reach that copy.
export function allocatedSubjectsQuery(staffID: number) {
  return queryOptions({
    queryKey: [...SUBJECTS_KEY, staffID],
    queryFn: ({ signal }) =>
      withOfflineCopy(staffID, subjectsCopyKey(staffID), () =>
        api(`/api/attendance/subjects/${staffID}`, { schema: z.array(staffSubjectDto), signal }),
      ),
    networkMode: 'always',
  });
}

export function classListQuery(staffID: number, subject: AllocatedSubject) {
  return queryOptions({
    queryKey: [...STUDENTS_KEY, subject.subject.subjectID],
    queryFn: ({ signal }) =>
      withOfflineCopy(staffID, classCopyKey(subject.id), () =>
        api('/api/attendance/students', {
          schema: z.array(classStudentDto),
          signal,
          query: {
            batch: subject.batch,
            department: subject.department,
            year: subject.year,
            semester: subject.semester,
            subjectId: subject.subject.subjectID,
          },
        }),
      ),
    networkMode: 'always',
  });
}

export function useAllocatedSubjects(staffID: number) {
  return useQuery(allocatedSubjectsQuery(staffID));
}

export function useClassList(subject: AllocatedSubject) {
  const { staffID } = useStaff();
  return useQuery(classListQuery(staffID, subject));
}

/**
 * Fetches every class list of the teacher's subjects in the background: a tap on Mark then
 * shows the class at once, and each class can be marked offline later (issue 14, issue 13).
 */
export function prefetchClassLists(
  client: QueryClient,
  staffID: number,
  subjects: readonly AllocatedSubject[],
): void {
  for (const subject of subjects) void client.prefetchQuery(classListQuery(staffID, subject));
}

export function useAttendanceView(params: ViewParams | null) {
  return useQuery({
    queryKey: [...VIEW_KEY, params],
    queryFn: ({ signal }) =>
      api('/api/attendance/view', {
        schema: z.array(attendanceViewRecord),
        signal,
        query: { ...params },
      }),
    enabled: params !== null,
  });
}

export interface MarkVariables {
  records: AttendanceRecord[];
  idempotencyKey: string;
  /** Yes to the timetable's question: another subject's period, marked as a substitution. */
  confirmSubstitution?: boolean;
}

/**
 * POST /api/attendance/mark. A dropped connection is retried with the same Idempotency-Key, so
 * the server either stores the class once or replays its first answer; a refusal is not retried.
 */
export function useMarkAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ records, idempotencyKey, confirmSubstitution }: MarkVariables) =>
      api('/api/attendance/mark', {
        schema: markAnswer,
        method: 'POST',
        body: records,
        query: confirmSubstitution ? { confirmSubstitution: true } : undefined,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError),
    // Without a network the submission must fail fast into the outbox, not sit paused.
    networkMode: 'always',
    onSettled: () => {
      // A lock, an unlock or a new submission changes what the table and the view show.
      void client.invalidateQueries({ queryKey: SUBJECTS_KEY });
      void client.invalidateQueries({ queryKey: VIEW_KEY });
    },
  });
}

export { viewAttendancePath } from '../../../components/marking/subjects';
