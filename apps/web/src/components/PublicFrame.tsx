import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useCampus } from '../lib/use-campus';
import { ThemeToggle } from './ThemeToggle';
import { LanguagePicker } from '../lib/i18n/LanguagePicker';
import { chooseLanguage } from '../lib/i18n/choose-language';
import { CampusLogo } from './CampusLogo';
import { shellCampusName } from '../lib/login-shell';

/** Login and Register: the campus header, a card and the dark-mode toggle. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const campus = useCampus();
  return (
    <Box component="main" mih="100vh" p="md">
      <Group justify="flex-end" gap="xs">
        <LanguagePicker onChoose={(language) => void chooseLanguage(language)} />
        <ThemeToggle />
      </Group>
      <Center>
        <Stack w="100%" maw={420} gap="md" mt="lg">
          <Group justify="center" gap="xs" wrap="nowrap">
            {/* A long campus name wraps on a phone; the logo keeps its size beside it. */}
            <CampusLogo campus={campus.data} size={44} style={{ flexShrink: 0 }} />
            <Text fw={700} size="lg" ta="left" data-testid="campus-title">
              {campus.data?.name ?? shellCampusName() ?? ''}
            </Text>
          </Group>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
