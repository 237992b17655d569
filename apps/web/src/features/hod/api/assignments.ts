import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignmentDto,
  compareNames,
  staffDto,
  statusAnswer,
  type AssignmentDto,
  type StaffDto,
  type UpdateStatusBody,
} from '@attendance/domain';
import { api, serverMessage } from '../../../lib/api';
import { useCampus } from '../../../lib/use-campus';
import type { Subject } from '../../../lib/queries/subjects';
import { z } from 'zod';

export const ASSIGNMENTS_KEY = ['staff-subject', 'all'] as const;
export const DEPARTMENT_STAFF_KEY = ['auth', 'allstaff'] as const;

/** GET /api/auth/allstaff without the Admin and HOD designations (spec section 6), by name. */
export function useAssignableStaff() {
  const locale = useCampus().data?.locale;
  const byName = (a: StaffDto, b: StaffDto) => compareNames(a.staffName, b.staffName, locale);
  return useQuery({
    queryKey: DEPARTMENT_STAFF_KEY,
    queryFn: ({ signal }) => api('/api/auth/allstaff', { schema: z.array(staffDto), signal }),
    select: (staff) =>
      staff.filter((s) => s.designation !== 'Admin' && s.designation !== 'HOD').sort(byName),
  });
}

/** GET /api/staff-subject/all: every assignment of the subjects the department manages. */
export function useAssignments() {
  return useQuery({
    queryKey: ASSIGNMENTS_KEY,
    queryFn: ({ signal }) =>
      api('/api/staff-subject/all', { schema: z.array(assignmentDto), signal }),
  });
}

export interface AssignFailure {
  subject: Subject;
  /** The server's reason, e.g. who holds the subject already; '' when it gave none. */
  reason: string;
}

interface AssignInput {
  staff: StaffDto;
  subjects: readonly Subject[];
  assignedBy: string;
}

/**
 * One POST /api/staff-subject/assign per subject, in order. A refusal does not stop the others,
 * so the HOD learns every subject that failed from one press of Assign.
 */
export function useAssignSubjects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ staff, subjects, assignedBy }: AssignInput) => {
      const failures: AssignFailure[] = [];
      for (const subject of subjects) {
        try {
          await api('/api/staff-subject/assign', {
            method: 'POST',
            body: {
              staffId: staff.staffID,
              subjectId: subject.subjectID,
              status: true,
              assignedBy,
              assignedDate: new Date().toISOString(),
            },
          });
        } catch (error) {
          failures.push({ subject, reason: serverMessage(error, '') });
        }
      }
      return failures;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY }),
  });
}

function samePair(a: AssignmentDto, staffId: number, subjectId: number): boolean {
  return a.staff.staffID === staffId && a.subject.subjectID === subjectId;
}

/** PUT /api/staff-subject/update-status; the row takes the server's new date at once. */
export function useUpdateAssignmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStatusBody) =>
      api('/api/staff-subject/update-status', { schema: statusAnswer, method: 'PUT', body }),
    onSuccess: (answer, { staffId, subjectId }) => {
      client.setQueryData<AssignmentDto[]>(ASSIGNMENTS_KEY, (list) =>
        list?.map((a) =>
          samePair(a, staffId, subjectId)
            ? { ...a, status: answer.status, statusUpdatedDate: answer.statusUpdatedDate }
            : a,
        ),
      );
      return client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
    },
  });
}

/** DELETE /api/staff-subject/delete?staffId&subjectId; recorded attendance stays on the server. */
export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: { staffId: number; subjectId: number }) =>
      api('/api/staff-subject/delete', { method: 'DELETE', query: key }),
    onSuccess: (_answer, { staffId, subjectId }) => {
      client.setQueryData<AssignmentDto[]>(ASSIGNMENTS_KEY, (list) =>
        list?.filter((a) => !samePair(a, staffId, subjectId)),
      );
      return client.invalidateQueries({ queryKey: ASSIGNMENTS_KEY });
    },
  });
}
