import type { LoginBody, RegisterBody, StaffDto } from '@attendance/domain';
import { api } from '../../../lib/api';

export interface Captcha {
  token: string;
  svg: string;
}

export function fetchCaptcha(): Promise<Captcha> {
  return api<Captcha>('/api/auth/captcha');
}

export function login(
  body: LoginBody,
): Promise<{ staff?: StaffDto; message?: string; enrolPasskey?: boolean }> {
  return api('/api/auth/login', { method: 'POST', body, allowUnauthorized: true });
}

export function register(body: RegisterBody): Promise<unknown> {
  return api('/api/auth/register', { method: 'POST', body, allowUnauthorized: true });
}
