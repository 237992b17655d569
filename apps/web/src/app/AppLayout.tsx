import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppShell, Button, Center, Group, Image, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ThemeToggle } from '../components/ThemeToggle';
import { useCampus } from '../lib/useCampus';
import { api } from '../lib/api';
import { clearStaff } from '../lib/storage';
import { useStaff } from '../lib/session';

/** The frame of every signed-in screen: logo, short label, staff name, Logout, dark mode. */
export function AppLayout() {
  const staff = useStaff();
  const campus = useCampus();
  const navigate = useNavigate();
  const client = useQueryClient();

  async function logout() {
    try {
      await api('/api/auth/logout', { method: 'POST', allowUnauthorized: true });
    } finally {
      clearStaff();
      client.clear();
      navigate('/login', { replace: true });
    }
  }

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Image
              src={campus.data?.logoUrl ?? '/api/campus/logo'}
              alt="College logo"
              w={36}
              h={36}
              fit="contain"
            />
            <Text fw={700} size="lg">
              {campus.data?.shortLabel ?? ''}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* A long name is cut on a phone; the title (and a tap's tooltip) shows it whole. */}
            <Text
              size="sm"
              fw={500}
              truncate
              maw={{ base: 110, sm: 300 }}
              title={staff.staffName}
              data-testid="staff-name"
            >
              {staff.staffName}
            </Text>
            <ThemeToggle />
            <Button variant="light" color="red" size="xs" onClick={logout}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
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
  );
}
