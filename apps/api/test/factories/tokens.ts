import type { FastifyInstance } from 'fastify';
import type { TokenScope } from '@attendance/domain';
import type { SignedInStaff } from './staff';

export interface CreatedToken {
  token: { tokenId: number };
  secret: string;
}

/** An API token made by an Admin on the tokens screen's call (throws unless it is made). */
export async function createToken(
  app: FastifyInstance,
  admin: SignedInStaff,
  scope: TokenScope,
  expiresInDays = 90,
): Promise<CreatedToken> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie: admin.cookie },
    payload: { name: `Test ${scope}`, scope, expiresInDays },
  });
  if (answer.statusCode !== 201) throw new Error(`token not made: ${answer.body}`);
  return answer.json() as CreatedToken;
}
