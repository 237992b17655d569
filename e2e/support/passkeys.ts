import type { CDPSession, Page } from '@playwright/test';

/**
 * WebAuthn binds a passkey to a domain name, never an IP address: the browser uses the portal
 * as http://localhost:PORT (a secure context), which the server accepts without PUBLIC_ORIGIN.
 */
export function localOrigin(baseURL: string): string {
  return baseURL.replace('127.0.0.1', 'localhost');
}

/** Chromium's virtual platform authenticator: resident keys, user verified, presence simulated. */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}
