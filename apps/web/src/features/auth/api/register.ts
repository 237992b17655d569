import { messageAnswer, type RegisterBody } from '@attendance/domain';
import { api } from '../../../lib/api';

/**
 * Apart from login (api/auth.ts): the login page's first file holds that one, and this one's
 * schema would bring zod into it (issue 56).
 */
export function register(body: RegisterBody): Promise<unknown> {
  return api('/api/auth/register', {
    schema: messageAnswer,
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}
