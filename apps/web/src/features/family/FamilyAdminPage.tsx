import { useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useEndSessions, useFamilyAdmin, useSetFamilySide } from './api';
import { CountingPolicy } from './components/CountingPolicy';

/** The department's switch of the student and parent side, who has signed in, phone problems. */
export default function FamilyAdminPage() {
  const t = useT();
  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t('family.admin.noAnswer');
  const overview = useFamilyAdmin();
  const setSide = useSetFamilySide();
  const endSessions = useEndSessions();
  const status = useTimedMessage(0);
  const [phone, setPhone] = useState('');
  const data = overview.data;
  const end = (value: string) =>
    endSessions.mutate(value, {
      onSuccess: (answer) => status.show(answer.message, false),
      onError: (error) => status.show(errorText(error), true),
    });
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        {t('family.title')}
      </Title>
      <Anchor component={Link} to="/admin">
        {t('family.admin.back')}
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {overview.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {overview.error && <StatusText text={errorText(overview.error)} error />}
      {data && (
        <>
          <Switch
            label={t('family.admin.maySignIn', { department: data.department })}
            checked={data.enabled}
            disabled={setSide.isPending}
            onChange={(e) =>
              setSide.mutate(e.currentTarget.checked, {
                onError: (error) => status.show(errorText(error), true),
              })
            }
          />
          <Text size="sm">{t('family.admin.offByDefault')}</Text>
          <CountingPolicy onMessage={(text, error) => status.show(text, error)} />
          {data.sms.note && (
            <Text fw={600} data-testid="sms-note">
              {t('family.admin.smsNote', { note: data.sms.note })}
            </Text>
          )}
          <Title order={2} size="h3">
            {t('family.admin.signedIn')}
          </Title>
          {data.signedIn.length === 0 ? (
            <Text size="sm">{t('family.admin.nobody')}</Text>
          ) : (
            <Table aria-label={t('family.admin.sessions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('family.admin.phone')}</Table.Th>
                  <Table.Th>{t('family.admin.as')}</Table.Th>
                  <Table.Th>{t('family.admin.students')}</Table.Th>
                  <Table.Th>{t('family.admin.lastSeen')}</Table.Th>
                  <Table.Th>{t('family.admin.end')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.signedIn.map((s) => (
                  <Table.Tr key={`${s.kind}-${s.phone}`}>
                    <Table.Td>{s.phone}</Table.Td>
                    <Table.Td>{t(`family.admin.kind.${s.kind}`)}</Table.Td>
                    <Table.Td>{s.registerNumbers.join(', ')}</Table.Td>
                    <Table.Td>
                      {t('family.admin.lastSeenAt', {
                        when: s.lastSeenAt.slice(0, 16).replace('T', ' '),
                      })}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => end(s.phone)}>
                        {t('family.admin.endOf', { phone: s.phone })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              end(phone);
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={t('family.admin.endPhone')}
                value={phone}
                onChange={(e) => setPhone(e.currentTarget.value)}
              />
              <Button type="submit" variant="default">
                {t('family.admin.endSessions')}
              </Button>
            </Group>
          </form>
          <Title order={2} size="h3">
            {t('family.admin.problems')}
          </Title>
          {data.problems.length === 0 ? (
            <Text size="sm">{t('family.admin.noProblems')}</Text>
          ) : (
            <Table aria-label={t('family.admin.problems')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('family.admin.register')}</Table.Th>
                  <Table.Th>{t('family.admin.student')}</Table.Th>
                  <Table.Th>{t('family.admin.field')}</Table.Th>
                  <Table.Th>{t('family.admin.asStored')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.problems.map((p) => (
                  <Table.Tr key={`${p.registerNumber}-${p.field}`}>
                    <Table.Td>{p.registerNumber}</Table.Td>
                    <Table.Td>{p.studentName}</Table.Td>
                    <Table.Td>
                      {p.field === 'studentNumber'
                        ? t('family.admin.studentNumber')
                        : t('family.admin.parentNumber')}
                    </Table.Td>
                    <Table.Td>{p.value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
