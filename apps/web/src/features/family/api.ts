import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familyAdminAnswer,
  familyHomeAnswer,
  familySessionAnswer,
  familySubjectAnswer,
  messageAnswer,
  countingPolicyDto,
  passkeyDto,
  type CountableStatus,
  type FamilyCodeBody,
  type FamilySessionAnswer,
  type FamilySignInBody,
} from '@attendance/domain';
import { api } from '../../lib/api';
import { isNoAnswer } from '../../lib/offline-copy';
import { keepFamilySession, readFamilyCopy } from './family-copy';
import { FAMILY_SESSION_KEY, familyHomeKey } from './keys';
import { forgetHomes, withHomeCopy } from './offline-home';

export { FAMILY_SESSION_KEY, familyHomeKey };
const ADMIN_KEY = ['family', 'admin'] as const;
const PASSKEYS_KEY = ['family', 'passkeys'] as const;

/**
 * GET /api/family/session: the student or parent signed in, or null (never 401). Kept on the
 * phone (family-copy.ts): with no answer at all the installed app opens on the copy's children
 * and their homes' copies; a null session forgets every copy.
 */
export function useFamilySession() {
  return useQuery({
    queryKey: FAMILY_SESSION_KEY,
    queryFn: async ({ signal }) => {
      try {
        const answer = await api('/api/family/session', {
          schema: familySessionAnswer,
          signal,
          allowUnauthorized: true,
        });
        keepFamilySession(answer.session);
        return answer;
      } catch (error) {
        const session = readFamilyCopy().session;
        if (!isNoAnswer(error) || !session) throw error;
        return { session };
      }
    },
    staleTime: 60_000,
    networkMode: 'always',
  });
}

export function requestCode(body: FamilyCodeBody) {
  return api('/api/family/code', { schema: messageAnswer, method: 'POST', body });
}

export function useSignInWithCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilySignInBody) =>
      api('/api/family/sign-in', {
        schema: familySessionAnswer,
        method: 'POST',
        body,
        allowUnauthorized: true,
      }),
    onSuccess: (answer) => signedIn(client, answer),
  });
}

/** A sign-in's session, shown and kept (the next start may open on it offline). */
function signedIn(client: ReturnType<typeof useQueryClient>, answer: FamilySessionAnswer) {
  keepFamilySession(answer.session);
  client.setQueryData(FAMILY_SESSION_KEY, answer);
}

export function useFamilySignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api('/api/family/logout', { method: 'POST', allowUnauthorized: true });
      await forgetHomes();
    },
    onSettled: () => client.setQueryData(FAMILY_SESSION_KEY, { session: null }),
  });
}

/** A student's home; with no answer at all, the last copy kept on this phone. */
export function useFamilyHome(studentID: number | undefined) {
  return useQuery({
    queryKey: familyHomeKey(studentID),
    enabled: studentID !== undefined,
    queryFn: ({ signal }) =>
      withHomeCopy(studentID!, () =>
        api(`/api/family/students/${studentID}/home`, {
          schema: familyHomeAnswer,
          signal,
          allowUnauthorized: true,
        }),
      ),
    networkMode: 'always',
    retry: false,
  });
}

export function useFamilySubject(studentID: number, subjectID: number) {
  return useQuery({
    queryKey: ['family', 'subject', studentID, subjectID],
    queryFn: ({ signal }) =>
      api(`/api/family/students/${studentID}/subjects/${subjectID}`, {
        schema: familySubjectAnswer,
        signal,
        allowUnauthorized: true,
      }),
    retry: false,
  });
}

/** The department Admin's view of the side. */
export function useFamilyAdmin() {
  return useQuery({
    queryKey: ADMIN_KEY,
    queryFn: ({ signal }) => api('/api/family/admin', { schema: familyAdminAnswer, signal }),
  });
}

export function useSetFamilySide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api('/api/family/admin', { schema: familyAdminAnswer, method: 'PUT', body: { enabled } }),
    onSuccess: (answer) => client.setQueryData(ADMIN_KEY, answer),
  });
}

export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) =>
      api('/api/family/admin/end-sessions', {
        schema: messageAnswer,
        method: 'POST',
        body: { phone },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

/** The signed-in student's or parent's own passkeys. */
export function useFamilyPasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) =>
      api('/api/family/passkeys', { schema: z.array(passkeyDto), signal, allowUnauthorized: true }),
  });
}

export function useAddFamilyPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await import('./passkey-ceremonies')).addFamilyPasskey(name),
    onSettled: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

export function useRemoveFamilyPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/family/passkeys/${encodeURIComponent(id)}`, {
        schema: messageAnswer,
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  });
}

/** Signing in with a passkey: no code, no SMS. */
export function useFamilyPasskeySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await import('./passkey-ceremonies')).signInWithFamilyPasskey(),
    onSuccess: (answer) => signedIn(client, answer),
  });
}

const COUNTING_KEY = ['counting-policy'] as const;

/** The statuses the department counts as attended (its Admin chooses). */
export function useCountingPolicy() {
  return useQuery({
    queryKey: COUNTING_KEY,
    queryFn: ({ signal }) => api('/api/counting-policy', { schema: countingPolicyDto, signal }),
  });
}

export function useSetCountingPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (statuses: CountableStatus[]) =>
      api('/api/counting-policy', { schema: messageAnswer, method: 'PUT', body: { statuses } }),
    onSettled: () => client.invalidateQueries({ queryKey: COUNTING_KEY }),
  });
}
