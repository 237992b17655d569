import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CampusLogo } from '../../components/CampusLogo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { useCampus } from '../../lib/use-campus';
import { certificateUrl, useAsk, useChildRequests, useFamilyChildren } from './api';
import { RequestCard } from './components/RequestCard';
import { RequestForm } from './components/RequestForm';

/** A student's or parent's requests for one child: ask, and follow what the HOD decided. */
export default function FamilyRequestsPage() {
  const t = useT();
  const studentID = Number(useParams().studentID);
  const campus = useCampus();
  const session = useFamilyChildren();
  const requests = useChildRequests(studentID);
  const ask = useAsk(studentID);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const own = session.data?.session;
  const child = own?.children.find((c) => c.studentID === studentID);
  if (!own || !child || (requests.error instanceof ApiError && requests.error.status === 401))
    return <Navigate to="/family" replace />;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Box component="main" mih="100vh" p="sm" maw={720} mx="auto">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs" wrap="nowrap">
          <CampusLogo campus={campus.data} size={32} style={{ flexShrink: 0 }} />
          <Text fw={700} size="sm" lineClamp={2}>
            {campus.data?.name ?? ''}
          </Text>
        </Group>
        <ThemeToggle />
      </Group>
      <Stack gap="md">
        <Anchor component={Link} to={`/family/home?child=${studentID}`}>
          {t('requests.family.back')}
        </Anchor>
        <Title order={1} size="h3">
          {t('requests.family.title', { name: child.studentName })}
        </Title>
        <Text size="sm">{t('requests.family.about')}</Text>
        <RequestForm
          key={formKey}
          withRegisterNumbers={false}
          defaultDate={today}
          pending={ask.isPending}
          message={message}
          onSubmit={({ registerNumbers: _unused, certificate, ...body }) =>
            ask.mutate(
              { body, certificate },
              {
                onSuccess: (answer) => {
                  setMessage({ text: answer.message, error: false });
                  setFormKey((k) => k + 1);
                },
                onError: (error) =>
                  setMessage({
                    text: error instanceof ApiError ? error.message : t('requests.noAnswer'),
                    error: true,
                  }),
              },
            )
          }
        />
        <Title order={2} size="h4">
          {t('requests.family.requests')}
        </Title>
        {requests.isPending && <Loader size="sm" aria-label={t('requests.loading')} />}
        {requests.data?.requests.length === 0 && <Text>{t('requests.family.none')}</Text>}
        {requests.data?.requests.map((request) => (
          <RequestCard
            key={request.requestID}
            request={request}
            showStudent={false}
            certificateHref={
              request.applicant.kind === own.kind
                ? certificateUrl(request.requestID, studentID)
                : undefined
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
