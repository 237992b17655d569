import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionTeacher } from '../../src/shell/first-visit';

const englishCampus = { languages: { default: 'en', offered: ['en', 'hi', 'ta'] } };

/**
 * The server's answers to GET /api/auth/session and GET /api/campus, as the browser's fetch
 * hands them over.
 */
function sessionIs(status: number, body: unknown, campus: unknown = englishCampus) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/campus') return new Response(JSON.stringify(campus), { status: 200 });
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

  it("leaves a teacher the app will greet in another language to the app: the phone's, else the campus's", async () => {
    const hindiCampus = { languages: { default: 'hi', offered: ['en', 'hi'] } };
    sessionIs(200, { staff: staff('Subject_Staff') }, hindiCampus);
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
    await expect(sessionTeacher('hi')).resolves.toBe(41);
    sessionIs(200, { staff: { ...staff('Subject_Staff'), language: 'en' } }, hindiCampus);
    await expect(sessionTeacher('en')).resolves.toBe(41);
    // Tamil chosen on this phone before (lib/i18n/device-language.ts's key).
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'language' ? 'ta' : null) });
    sessionIs(200, { staff: staff('Subject_Staff') });
    await expect(sessionTeacher('en')).resolves.toBeUndefined();
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
