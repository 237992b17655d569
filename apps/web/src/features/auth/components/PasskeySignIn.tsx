import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import type { StaffDto } from '@attendance/domain';
import { passkeyFailureText, passkeysPossible } from '../../../lib/enrolment';

const loadCeremony = () => import('../api/passkey-sign-in');

/**
 * "Sign in with a passkey", and the browser's passkey autofill in the Email field where it has
 * one (conditional mediation), started once the page is idle. Hidden where passkeys cannot work.
 */
export function PasskeySignIn({
  onSignedIn,
  onFailed,
  tappedEarly = false,
}: {
  onSignedIn: (staff: StaffDto) => void;
  onFailed: (text: string) => void;
  /** Tapped on the login page's static shell before this code arrived: start at once. */
  tappedEarly?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const possible = passkeysPossible();

  useEffect(() => {
    if (possible && tappedEarly) void tap();
    // Once, for a tap made before the page's code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!possible || tappedEarly) return;
    let cancelled = false;
    const start = async () => {
      const available = await PublicKeyCredential.isConditionalMediationAvailable?.();
      if (!available || cancelled) return;
      const { signInWithPasskey } = await loadCeremony();
      signInWithPasskey(true).then(
        (staff) => !cancelled && onSignedIn(staff),
        () => {}, // autofill dismissed, or replaced by the button's ceremony
      );
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void start());
    return () => {
      cancelled = true;
    };
    // Once per visit of the login page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [possible]);

  if (!possible) return null;

  async function tap() {
    setBusy(true);
    try {
      const { signInWithPasskey } = await loadCeremony();
      onSignedIn(await signInWithPasskey(false));
    } catch (error) {
      onFailed(passkeyFailureText(error, 'Passkey sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" fullWidth loading={busy} onClick={() => void tap()}>
      Sign in with a passkey
    </Button>
  );
}
