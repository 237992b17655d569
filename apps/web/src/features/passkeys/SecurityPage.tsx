import { Divider, Stack, Text, Title } from '@mantine/core';
import { passkeysPossible } from '../../lib/enrolment';
import { ME_KEY, useStaff } from '../../lib/session';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffDto } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';
import { LanguagePicker } from '../../lib/i18n/LanguagePicker';
import { chooseLanguage } from '../../lib/i18n/choose-language';
import { AddPasskeyForm } from './components/AddPasskeyForm';
import { DepartmentPolicy } from './components/DepartmentPolicy';
import { MyPasskeys } from './components/MyPasskeys';
import { NoPasskeysHere } from './components/NoPasskeysHere';
import { StaffPasskeys } from './components/StaffPasskeys';

/** "Sign-in and security": my passkeys; the Admin's policy; resets for HOD and Admin. */
export default function SecurityPage() {
  const t = useT();
  const staff = useStaff();
  const client = useQueryClient();
  const leader = staff.designation === 'Admin' || staff.designation === 'HOD';
  return (
    <Stack maw={760} gap="lg">
      <Title order={2}>{t('frame.security')}</Title>
      <Stack gap="sm" data-testid="language-settings">
        <Title order={3} size="h4">
          {t('lang.choose')}
        </Title>
        <Text size="sm">{t('lang.staffHelp')}</Text>
        <LanguagePicker
          size="sm"
          onChoose={(language) =>
            void chooseLanguage(language, '/api/auth/language').then(() =>
              client.setQueryData<StaffDto | null>(ME_KEY, (me) => (me ? { ...me, language } : me)),
            )
          }
        />
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('passkeys.mine')}
        </Title>
        <Text size="sm">{t('passkeys.about')}</Text>
        {passkeysPossible() ? <AddPasskeyForm /> : <NoPasskeysHere />}
        <MyPasskeys />
      </Stack>
      {staff.designation === 'Admin' && (
        <>
          <Divider />
          <DepartmentPolicy />
        </>
      )}
      {leader && (
        <>
          <Divider />
          <Title order={3} size="h4">
            {t('passkeys.staff')}
          </Title>
          <StaffPasskeys />
        </>
      )}
    </Stack>
  );
}
