import type { ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { CampusLogo } from '../../components/CampusLogo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useCampus } from '../../lib/use-campus';
import { FAMILY_SESSION_KEY, useFamilySession, useFamilySignOut } from './api';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';
import { LanguagePicker } from '../../lib/i18n/LanguagePicker';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { useLanguageSync } from '../../lib/i18n/use-language-sync';

/** The student and parent pages: the campus, the language, the theme toggle and Sign out; phone first. */
export function FamilyFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const campus = useCampus();
  const signOut = useFamilySignOut();
  const client = useQueryClient();
  const session = useFamilySession().data?.session ?? null;
  useLanguageSync(session?.language);
  const choose = async (language: Language) => {
    await chooseLanguage(language, session ? '/api/family/language' : undefined);
    if (session) await client.invalidateQueries({ queryKey: FAMILY_SESSION_KEY });
  };
  return (
    <Box component="main" mih="100vh" p="sm" maw={720} mx="auto">
      {/* On a phone the controls take a line of their own under the campus, at their full
          size, rather than shrinking beside it until their words are cut (family-shell.css
          draws the same before the app). */}
      <Group justify="space-between" wrap="wrap" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <CampusLogo campus={campus.data} size={32} style={{ flexShrink: 0 }} />
          <Text fw={700} size="sm" lineClamp={2}>
            {campus.data?.name ?? ''}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end" ml="auto">
          <LanguagePicker onChoose={(language) => void choose(language)} />
          <ThemeToggle />
          <Button
            variant="default"
            size="xs"
            onClick={() => signOut.mutate()}
            loading={signOut.isPending}
          >
            {t('family.signOut')}
          </Button>
        </Group>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Box>
  );
}
