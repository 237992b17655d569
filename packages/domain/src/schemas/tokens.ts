import { z } from 'zod';
import { idNumber, requiredText, wholeNumber } from './common';

/** read: the GET calls of the Admin's department; import: the import calls too. Never more. */
export const TOKEN_SCOPES = ['read', 'read+import'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 366;

export const tokenCreateBody = z.object({
  name: requiredText(80),
  scope: z.enum(TOKEN_SCOPES, { error: 'must be read or read+import' }).default('read'),
  expiresInDays: wholeNumber(1, TOKEN_MAX_DAYS).default(TOKEN_DEFAULT_DAYS),
});
export type TokenCreateBody = z.input<typeof tokenCreateBody>;

export const tokenIdParams = z.object({ tokenId: idNumber });

/** One token as the list shows it; the secret is never in it. */
export const apiTokenDto = z.object({
  tokenId: z.number(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenDto = z.infer<typeof apiTokenDto>;

/** POST /api/tokens (201): the secret, shown this once. */
export const tokenCreatedAnswer = z.object({ token: apiTokenDto, secret: z.string() });
export type TokenCreatedAnswer = z.infer<typeof tokenCreatedAnswer>;
