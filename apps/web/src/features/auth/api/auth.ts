import type { LoginBody, StaffDto } from '@attendance/domain';
import { api } from '../../../lib/api';
import { startSchema } from '../../../lib/start-schemas';

export function login(
  body: LoginBody,
): Promise<{ staff?: StaffDto; message?: string; enrolPasskey?: boolean }> {
  return api('/api/auth/login', {
    schema: startSchema('loginAnswer'),
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}
