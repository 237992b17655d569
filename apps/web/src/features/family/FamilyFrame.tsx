import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { CampusLogo } from '../../components/CampusLogo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useCampus } from '../../lib/use-campus';
import { useFamilySignOut } from './api';

/** The student and parent pages: the campus, the theme toggle and Sign out; phone first. */
export function FamilyFrame({ children }: { children: ReactNode }) {
  const campus = useCampus();
  const signOut = useFamilySignOut();
  return (
    <Box component="main" mih="100vh" p="sm" maw={720} mx="auto">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <CampusLogo campus={campus.data} size={32} style={{ flexShrink: 0 }} />
          <Text fw={700} size="sm" lineClamp={2}>
            {campus.data?.name ?? ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ThemeToggle />
          <Button
            variant="default"
            size="xs"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
          >
            Sign out
          </Button>
        </Group>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Box>
  );
}
