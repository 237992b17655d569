import { Navigate, useNavigate } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { PublicFrame } from '../../components/PublicFrame';
import { api } from '../../lib/api';
import {
  passkeyEnrolmentPending,
  passkeysPossible,
  setPasskeyEnrolmentPending,
} from '../../lib/enrolment';
import { homeOf, useSession } from '../../lib/session';
import { clearStaff } from '../../lib/storage';
import { AddPasskeyForm } from './components/AddPasskeyForm';
import { NoPasskeysHere } from './components/NoPasskeysHere';
import { useT } from '../../lib/i18n/use-t';

/** The only screen of an enrol-only session: add a passkey, then the home opens. */
export default function EnrolPage() {
  const t = useT();
  const { staff } = useSession();
  const navigate = useNavigate();
  if (!staff) return <Navigate to="/login" replace />;
  if (!passkeyEnrolmentPending()) return <Navigate to={homeOf(staff.designation)} replace />;
  const home = homeOf(staff.designation);

  async function signOut() {
    await api('/api/auth/logout', { method: 'POST', allowUnauthorized: true }).catch(() => {});
    setPasskeyEnrolmentPending(false);
    clearStaff();
    window.location.assign('/login');
  }

  return (
    <PublicFrame>
      <Stack gap="md">
        <Title order={2}>{t('passkeys.add')}</Title>
        <Text size="sm">{t('passkeys.enrol', { name: staff.staffName })}</Text>
        {passkeysPossible() ? (
          <AddPasskeyForm
            onAdded={() => {
              setPasskeyEnrolmentPending(false);
              navigate(home, { replace: true });
            }}
          />
        ) : (
          <NoPasskeysHere />
        )}
        <Button variant="subtle" onClick={() => void signOut()}>
          {t('passkeys.signOut')}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
