import { SoftAuthenticator } from '../apps/api/test/factories/authenticator';
import { summarize, type Measure } from './load';
import type { ServerProcess, SignedIn } from './server';

/**
 * Issue 21: a passkey sign-in measured beside the email + ID card one. A software authenticator
 * (real P-256 keys and signatures, as in the API tests) enrols a few staff, then signs in as them
 * one ceremony after another: the options call and the sign-in call, as a browser makes them.
 * WebAuthn takes no IP address as relying party, so the calls go to `localhost`.
 */
export async function measurePasskeySignIn(
  server: ServerProcess,
  signed: SignedIn[],
  amount: number,
): Promise<Measure> {
  const base = server.url.replace('127.0.0.1', 'localhost');
  const authenticator = new SoftAuthenticator(base, 'localhost');
  const post = async (path: string, body?: unknown, cookie?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
    return JSON.parse(text) as { challenge: string; user: { id: string } };
  };
  for (const one of signed) {
    const options = await post('/api/auth/passkeys/registration-options', undefined, one.cookie);
    const response = authenticator.register(options);
    await post('/api/auth/passkeys', { name: 'Bench key', response }, one.cookie);
  }
  const ceremony = async (index: number) => {
    const credential = authenticator.credentials[index % authenticator.credentials.length];
    const options = await post('/api/auth/passkeys/sign-in-options');
    const response = authenticator.assert(options, credential ? { credential } : {});
    await post('/api/auth/passkeys/sign-in', { response });
  };
  const warm = Math.max(10, Math.round(amount / 10));
  for (let i = 0; i < warm; i += 1) await ceremony(i);
  const latencies: number[] = [];
  const cpuBefore = server.cpu();
  const started = performance.now();
  for (let i = 0; i < amount; i += 1) {
    const begun = performance.now();
    await ceremony(i);
    latencies.push(performance.now() - begun);
  }
  const measured = summarize(latencies, (performance.now() - started) / 1000);
  return { ...measured, cpuMs: ((server.cpu() - cpuBefore) * 1000) / amount };
}
