import {
  loginAnswer,
  messageAnswer,
  type LoginBody,
  type RegisterBody,
  type StaffDto,
} from '@attendance/domain';
import { api } from '../../../lib/api';

export function login(
  body: LoginBody,
): Promise<{ staff?: StaffDto; message?: string; enrolPasskey?: boolean }> {
  return api('/api/auth/login', {
    schema: loginAnswer,
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}

export function register(body: RegisterBody): Promise<unknown> {
  return api('/api/auth/register', {
    schema: messageAnswer,
    method: 'POST',
    body,
    allowUnauthorized: true,
  });
}
