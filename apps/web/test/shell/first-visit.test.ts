import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTeacher } from '../../src/shell/first-visit';

/** The server's answer to GET /api/auth/session, as the browser's fetch hands it over. */
function sessionIs(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      expect(path).toBe('/api/auth/session');
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const staff = (designation: string) => ({
  staffID: 41,
  staffName: 'A Teacher',
  staffCode: 'T41',
  department: 'CSE',
  designation,
  email: 't41@example.edu',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a first visit of the staff panel: the shell draws only for the session's teacher", () => {
  it('draws for a signed-in teacher', async () => {
    sessionIs(200, { staff: staff('Subject_Staff') });
    await expect(sessionTeacher('en')).resolves.toBe(41);
  });

  it('leaves everyone else to the app at once', async () => {
    sessionIs(200, { staff: null });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
    sessionIs(200, { staff: staff('HOD') });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
    sessionIs(200, { staff: staff('Admin') });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
  });

  it('leaves a teacher who chose a language the shell cannot speak on this phone to the app', async () => {
    sessionIs(200, { staff: { ...staff('Subject_Staff'), language: 'ta' } });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
    await expect(sessionTeacher('ta')).resolves.toBe(41);
    sessionIs(200, { staff: { ...staff('Subject_Staff'), language: 'en' } });
    await expect(sessionTeacher('en')).resolves.toBe(41);
  });

  it('leaves a session that may only add a passkey to the app, which opens the enrolment', async () => {
    sessionIs(200, { staff: staff('Subject_Staff'), enrolPasskey: true });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
  });

  it('leaves a refusal, or no answer at all (offline), to the app', async () => {
    sessionIs(500, { message: 'down' });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
  });
});
