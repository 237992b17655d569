import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familySessionAnswer,
  requestAnswer,
  requestsAnswer,
  type FamilyRequestBody,
  type RequestState,
  type StaffRequestBody,
} from '@attendance/domain';
import { api, ApiError, messageOf } from '../../lib/api';

const KEY = ['requests'] as const;

/** The signed-in student or parent (GET /api/family/session), for the family's page. */
export function useFamilyChildren() {
  return useQuery({
    queryKey: ['family', 'session'],
    queryFn: ({ signal }) =>
      api('/api/family/session', { schema: familySessionAnswer, signal, allowUnauthorized: true }),
    staleTime: 60_000,
  });
}

export function useChildRequests(studentID: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'child', studentID],
    enabled: studentID !== undefined,
    queryFn: ({ signal }) =>
      api(`/api/family/students/${studentID}/requests`, {
        schema: requestsAnswer,
        signal,
        allowUnauthorized: true,
      }),
  });
}

export function useDepartmentRequests(state?: RequestState) {
  return useQuery({
    queryKey: [...KEY, 'department', state ?? 'all'],
    queryFn: ({ signal }) =>
      api('/api/requests', { schema: requestsAnswer, signal, query: { state } }),
  });
}

/** Sends a certificate (multipart, field "file") to a request just made. */
async function attach(url: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  throw new ApiError(response.status, messageOf(body) ?? 'The certificate was not sent.', body);
}

export interface Asked<B> {
  body: B;
  certificate: File | null;
}

/**
 * Asks, then sends the certificate if one was chosen. A refused certificate leaves the request
 * pending without it: the message says so, and another file can be sent from the list.
 */
export function useAsk(studentID?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, certificate }: Asked<FamilyRequestBody | StaffRequestBody>) => {
      const url =
        studentID === undefined ? '/api/requests' : `/api/family/students/${studentID}/requests`;
      const answer = await api(url, { schema: requestsAnswer, method: 'POST', body });
      const first = answer.requests[0];
      if (certificate && first) {
        try {
          await attach(certificateUrl(first.requestID, studentID), certificate);
        } catch (error) {
          const why = error instanceof ApiError ? error.message : 'No answer from the server.';
          throw new ApiError(400, `The request was sent, but not its certificate: ${why}`, null);
        }
      }
      return answer;
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function certificateUrl(requestID: number, studentID?: number): string {
  return studentID === undefined
    ? `/api/requests/${requestID}/certificate`
    : `/api/family/students/${studentID}/requests/${requestID}/certificate`;
}

export type Decision = 'approve' | 'reject' | 'withdraw';

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: Decision; reason?: string }) =>
      api(`/api/requests/${id}/${decision}`, {
        schema: requestAnswer,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
