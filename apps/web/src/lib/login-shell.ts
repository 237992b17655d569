/**
 * The login page's static shell of index.html (issue 23): a phone can fill it in before the
 * app's code has arrived. The app's login page takes over what was typed, which field had the
 * focus and a Login or passkey tap made meanwhile (index.html's inline script kept it as data-queued),
 * then removes the shell; any other screen just removes it.
 */
const SHELL_ID = 'login-shell';

export interface ShellHandOff {
  email: string;
  idCardNumber: string;
  focus?: 'email' | 'idCardNumber';
  queued?: 'login' | 'passkey';
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** What the shell holds, or undefined when there is none (already taken, or not at /login). */
export function readLoginShell(): ShellHandOff | undefined {
  const shell = document.getElementById(SHELL_ID);
  if (!shell || document.documentElement.getAttribute('data-shell') !== 'login') return undefined;
  const [email, idCard] = [input('login-shell-email'), input('login-shell-id')];
  const active = document.activeElement;
  const queued = shell.getAttribute('data-queued');
  return {
    email: email?.value ?? '',
    idCardNumber: idCard?.value ?? '',
    ...(active && active === email ? { focus: 'email' as const } : {}),
    ...(active && active === idCard ? { focus: 'idCardNumber' as const } : {}),
    ...(queued === 'login' || queued === 'passkey' ? { queued } : {}),
  };
}

/** Removes the shell and shows the app in its place. */
export function removeLoginShell(): void {
  document.getElementById(SHELL_ID)?.remove();
  // The teacher shell uses the same switch; it is that one's to end.
  if (document.documentElement.getAttribute('data-shell') === 'login') {
    document.documentElement.removeAttribute('data-shell');
  }
}

let shellCampus: string | undefined;

/**
 * The campus name the shell drew from its own read of /api/campus (index.html), kept once read:
 * the app's header shows it until the app's answer is in, so the name neither blinks out as the
 * app takes over nor is painted again later (issue 56: it is the login page's largest paint).
 */
export function shellCampusName(): string | undefined {
  shellCampus ??= document.getElementById('login-shell-campus')?.textContent || undefined;
  return shellCampus;
}
