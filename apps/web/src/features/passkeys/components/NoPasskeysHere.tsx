import { Alert } from '@mantine/core';

/** Over plain HTTP on a campus LAN the browser offers no passkeys at all: say so plainly. */
export function NoPasskeysHere() {
  return (
    <Alert color="yellow" title="Passkeys cannot work on this address" data-testid="no-passkeys">
      Browsers allow passkeys only over HTTPS (or on this computer as localhost), and this portal is
      open over plain HTTP. Ask the IT office to publish it over HTTPS; until then, sign in with
      your email and ID card number.
    </Alert>
  );
}
