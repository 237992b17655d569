import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyDto, PasskeyHolderDto, PasskeyPolicy } from '@attendance/domain';
import { api } from '../../lib/api';

const MINE_KEY = ['passkeys', 'mine'] as const;
const HOLDERS_KEY = ['passkeys', 'holders'] as const;
const POLICY_KEY = ['passkeys', 'policy'] as const;

export function useMyPasskeys() {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: ({ signal }) => api<PasskeyDto[]>('/api/auth/passkeys', { signal }),
  });
}

/** The browser's create() ceremony; @simplewebauthn/browser loads only when a passkey is added. */
async function createPasskey(name: string): Promise<PasskeyDto> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const optionsJSON = await api<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    '/api/auth/passkeys/registration-options',
    { method: 'POST' },
  );
  const response = await startRegistration({ optionsJSON });
  return api<PasskeyDto>('/api/auth/passkeys', { method: 'POST', body: { name, response } });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSettled: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export function useRenamePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api(`/api/auth/passkeys/${id}`, { method: 'PUT', body: { name } }),
    onSettled: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/auth/passkeys/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export function usePasskeyHolders(enabled: boolean) {
  return useQuery({
    queryKey: HOLDERS_KEY,
    enabled,
    queryFn: ({ signal }) => api<PasskeyHolderDto[]>('/api/staff/passkey-holders', { signal }),
  });
}

export function useResetPasskeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) =>
      api<{ message: string }>(`/api/staff/${staffId}/reset-passkeys`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: HOLDERS_KEY }),
  });
}

export function usePasskeyPolicy(enabled: boolean) {
  return useQuery({
    queryKey: POLICY_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api<{ policy: PasskeyPolicy }>('/api/staff/passkey-policy', { signal }),
  });
}

export function useSetPasskeyPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: PasskeyPolicy) =>
      api<{ message: string }>('/api/staff/passkey-policy', { method: 'PUT', body: { policy } }),
    onSettled: () => client.invalidateQueries({ queryKey: POLICY_KEY }),
  });
}
