import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ceremonyOptions,
  messageAnswer,
  passkeyDto,
  type PasskeyDto,
  passkeyHolderDto,
  type PasskeyPolicy,
  passkeyPolicyDto,
} from '@attendance/domain';
import { api } from '../../lib/api';

const MINE_KEY = ['passkeys', 'mine'] as const;
const HOLDERS_KEY = ['passkeys', 'holders'] as const;
const POLICY_KEY = ['passkeys', 'policy'] as const;

export function useMyPasskeys() {
  return useQuery({
    queryKey: MINE_KEY,
    queryFn: ({ signal }) => api('/api/auth/passkeys', { schema: z.array(passkeyDto), signal }),
  });
}

/** The browser's create() ceremony; @simplewebauthn/browser loads only when a passkey is added. */
async function createPasskey(name: string): Promise<PasskeyDto> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The server's options are passed on as they came; the library checks them.
  const optionsJSON = (await api('/api/auth/passkeys/registration-options', {
    schema: ceremonyOptions,
    method: 'POST',
  })) as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
  const response = await startRegistration({ optionsJSON });
  return api('/api/auth/passkeys', {
    schema: passkeyDto,
    method: 'POST',
    body: { name, response },
  });
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
    queryFn: ({ signal }) =>
      api('/api/staff/passkey-holders', { schema: z.array(passkeyHolderDto), signal }),
  });
}

export function useResetPasskeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (staffId: number) =>
      api(`/api/staff/${staffId}/reset-passkeys`, { schema: messageAnswer, method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: HOLDERS_KEY }),
  });
}

export function usePasskeyPolicy(enabled: boolean) {
  return useQuery({
    queryKey: POLICY_KEY,
    enabled,
    queryFn: ({ signal }) => api('/api/staff/passkey-policy', { schema: passkeyPolicyDto, signal }),
  });
}

export function useSetPasskeyPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: PasskeyPolicy) =>
      api('/api/staff/passkey-policy', { schema: messageAnswer, method: 'PUT', body: { policy } }),
    onSettled: () => client.invalidateQueries({ queryKey: POLICY_KEY }),
  });
}
