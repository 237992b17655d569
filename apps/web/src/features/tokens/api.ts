import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiTokenDto, tokenCreatedAnswer, type TokenCreateBody } from '@attendance/domain';
import { api } from '../../lib/api';

export const TOKENS_KEY = ['tokens'] as const;

/** GET /api/tokens: the department's API tokens, newest first, never their secrets. */
export function useTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => api('/api/tokens', { schema: z.array(apiTokenDto), signal }),
  });
}

/** POST /api/tokens: the answer holds the secret, which is shown this once. */
export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TokenCreateBody) =>
      api('/api/tokens', { schema: tokenCreatedAnswer, method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

/** DELETE /api/tokens/{tokenId}: revoked at once. */
export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) =>
      api(`/api/tokens/${tokenId}`, { schema: apiTokenDto, method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
