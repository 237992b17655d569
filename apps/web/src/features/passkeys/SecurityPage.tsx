import { Divider, Stack, Text, Title } from '@mantine/core';
import { passkeysPossible } from '../../lib/enrolment';
import { useStaff } from '../../lib/session';
import { AddPasskeyForm } from './components/AddPasskeyForm';
import { DepartmentPolicy } from './components/DepartmentPolicy';
import { MyPasskeys } from './components/MyPasskeys';
import { NoPasskeysHere } from './components/NoPasskeysHere';
import { StaffPasskeys } from './components/StaffPasskeys';

/** "Sign-in and security": my passkeys; the Admin's policy; resets for HOD and Admin. */
export default function SecurityPage() {
  const staff = useStaff();
  const leader = staff.designation === 'Admin' || staff.designation === 'HOD';
  return (
    <Stack maw={760} gap="lg">
      <Title order={2}>Sign-in and security</Title>
      <Stack gap="sm">
        <Title order={3} size="h4">
          My passkeys
        </Title>
        <Text size="sm">
          A passkey signs you in with this phone or computer's screen lock (or a security key),
          without typing your email or ID card number, and nobody who knows them can use it.
        </Text>
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
            Staff passkeys
          </Title>
          <StaffPasskeys />
        </>
      )}
    </Stack>
  );
}
