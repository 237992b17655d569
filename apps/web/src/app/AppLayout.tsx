import { lazy, Suspense } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { ActionIcon, AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { ThemeToggle } from '../components/ThemeToggle';
import { FrameProviders } from './FrameProviders';
import { useCampus } from '../lib/use-campus';
import { api } from '../lib/api';
import { forgetOfflineData, waitingOnPhone } from '../lib/sign-out';
import { clearStaff } from '../lib/storage';
import { homeOf, useStaff } from '../lib/session';
import { KeyIcon } from '../components/icons';
import { CampusLogo } from '../components/CampusLogo';

// The offline outbox (issue 13) loads with the teacher's screens, never with the login page.
const OutboxBadge = lazy(() => import('../features/offline/OutboxBadge'));
const OutboxList = lazy(() => import('../features/offline/OutboxList'));

/** The frame of every signed-in screen: logo, short label, staff name, Logout, dark mode. */
export default function AppLayout() {
  const staff = useStaff();
  const campus = useCampus();
  const navigate = useNavigate();
  const client = useQueryClient();

  const teacher = staff.designation === 'Subject_Staff';

  async function logout() {
    try {
      await api('/api/auth/logout', { method: 'POST', allowUnauthorized: true });
    } catch {
      // Offline: the session ends on the server by itself; the phone forgets it now.
    } finally {
      await forgetOfflineData();
      clearStaff();
      client.clear();
      navigate('/login', { replace: true });
    }
  }

  async function confirmLogout() {
    const kept = await waitingOnPhone(staff.staffID);
    if (kept === 0) return void logout();
    const what = kept === 1 ? '1 submission' : `${kept} submissions`;
    modals.openConfirmModal({
      title: 'Sign out?',
      children: <Text size="sm">{`${what} on this phone will be lost if you sign out now.`}</Text>,
      labels: { confirm: 'Sign out and lose them', cancel: 'Stay signed in' },
      confirmProps: { color: 'red', 'data-testid': 'confirm-logout' },
      onConfirm: () => void logout(),
    });
  }

  return (
    <FrameProviders>
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <CampusLogo campus={campus.data} size={36} />
              <Text fw={700} size="lg">
                {campus.data?.shortLabel ?? ''}
              </Text>
            </Group>
            {/* miw 0: on a phone the name gives up its room, never Logout (issue 54). */}
            <Group gap="xs" wrap="nowrap" miw={0}>
              {teacher && (
                <Suspense fallback={null}>
                  <OutboxBadge />
                </Suspense>
              )}
              {/* A long name is cut on a phone; the title (and a tap's tooltip) shows it whole. */}
              <Text
                size="sm"
                fw={500}
                truncate
                miw={0}
                maw={{ base: teacher ? 66 : 110, sm: 300 }}
                title={staff.staffName}
                data-testid="staff-name"
              >
                {staff.staffName}
              </Text>
              <ActionIcon
                component={Link}
                to={`${homeOf(staff.designation)}/security`}
                variant="default"
                size="lg"
                aria-label="Sign-in and security"
                title="Sign-in and security"
                data-testid="security-link"
              >
                <KeyIcon />
              </ActionIcon>
              <ThemeToggle />
              <Button variant="light" color="red" size="xs" onClick={() => void confirmLogout()}>
                Logout
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          {/* Its own boundary: in one with the screen, React 19 would not start loading the
            screen's code until the outbox's had arrived (one round trip more on a phone). */}
          {teacher && (
            <Suspense fallback={null}>
              <OutboxList />
            </Suspense>
          )}
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </FrameProviders>
  );
}
