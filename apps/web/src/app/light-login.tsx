import { useEffect } from 'react';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ENROL_PATH, setPasskeyEnrolmentPending } from '../lib/enrolment';
import { homeOf } from '../lib/home';
import { NavigationContext, type Go } from '../lib/navigation';

/**
 * The login page on its own (issue 56): a visitor opening /login with no stored sign-in gets
 * this page without the app's router, session layer and schemas (React Router and zod were a
 * third of the first file). Any move away from it — a sign-in, Register — starts the app at
 * the new path (`leave`, main.tsx). The app's code is fetched once the visitor starts typing, so
 * that it is there by the time they have signed in.
 */
export function LightLogin({ leave, warmUp }: { leave: Go; warmUp: () => void }) {
  useEffect(() => {
    // A field focused on the static form is focused again here, before this listens.
    if (document.activeElement instanceof HTMLInputElement) warmUp();
    document.addEventListener('focusin', warmUp, { once: true });
    return () => document.removeEventListener('focusin', warmUp);
  }, [warmUp]);

  useEffect(() => {
    // As the app's PublicOnly guard: a visitor whose session still holds goes to their home.
    const controller = new AbortController();
    void fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { staff?: { designation?: unknown } | null; enrolPasskey?: boolean }) => {
        const designation = answer?.staff?.designation;
        if (typeof designation !== 'string') return;
        setPasskeyEnrolmentPending(answer.enrolPasskey === true);
        leave(answer.enrolPasskey === true ? ENROL_PATH : homeOf(designation), { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [leave]);

  return (
    <NavigationContext.Provider value={leave}>
      <LoginPage />
    </NavigationContext.Provider>
  );
}
