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
    // At the first character, not at the first focus: a tap on Email is what starts this page
    // (index.html), and the app's 60 KB fetched then shared a slow link with this page's own
    // files, counted as the login page's (issue 56). Typing a sign-in leaves seconds to fetch it.
    // What was typed on the static form is carried over here, before this listens.
    const typed = [...document.querySelectorAll<HTMLInputElement>('form input')].some(
      (input) => input.type !== 'checkbox' && input.value !== '',
    );
    if (typed) warmUp();
    document.addEventListener('input', warmUp, { once: true });
    return () => document.removeEventListener('input', warmUp);
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
