import { useState } from 'react';
import { Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { RequestDto, RequestState } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { useStaff } from '../../lib/session';
import { certificateUrl, useAsk, useDecide, useDepartmentRequests, type Decision } from './api';
import { ReasonDialog } from './components/ReasonDialog';
import { RequestCard } from './components/RequestCard';
import { RequestForm } from './components/RequestForm';

const VIEWS = ['pending', 'approved', 'all'] as const;
type Message = { text: string; error: boolean } | null;

/**
 * /hodpannel/requests and /admin/requests: the department's leave and On-Duty requests. The
 * HOD approves or rejects the pending ones and may withdraw an approval; both may ask on a
 * student's behalf (several register numbers: one On Duty for all).
 */
export default function RequestsPage() {
  const t = useT();
  const failure = (error: unknown) => ({
    text: error instanceof ApiError ? error.message : t('requests.noAnswer'),
    error: true,
  });
  const staff = useStaff();
  const hod = staff.designation === 'HOD';
  const [view, setView] = useState('pending');
  const list = useDepartmentRequests(view === 'all' ? undefined : (view as RequestState));
  const ask = useAsk();
  const decide = useDecide();
  const [asked, setAsked] = useState<Message>(null);
  const [decided, setDecided] = useState<Message>(null);
  const [asking, setAsking] = useState<{ request: RequestDto; decision: Decision } | null>(null);
  const [formKey, setFormKey] = useState(0);

  const run = (request: RequestDto, decision: Decision, reason?: string) =>
    decide.mutate(
      { id: request.requestID, decision, reason },
      {
        onSuccess: (answer) => {
          setDecided({
            text: `${answer.message} ${request.studentName}, ${request.fromDate}.`,
            error: false,
          });
          setAsking(null);
        },
        onError: (error) => setDecided(failure(error)),
      },
    );

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('requests.title')}
      </Title>
      <SegmentedControl
        data={VIEWS.map((value) => ({ value, label: t(`requests.view.${value}`) }))}
        value={view}
        onChange={setView}
        aria-label={t('requests.which')}
        w="fit-content"
      />
      <StatusText text={decided?.text ?? ''} error={!!decided?.error} testId="decision-message" />
      {list.isPending && <Loader size="sm" aria-label={t('requests.loading')} />}
      {list.error && <StatusText text={failure(list.error).text} error />}
      {list.data?.requests.length === 0 && <Text>{t('requests.noneHere')}</Text>}
      <Stack gap="sm" data-testid="request-list">
        {list.data?.requests.map((request) => (
          <RequestCard
            key={request.requestID}
            request={request}
            showStudent
            certificateHref={certificateUrl(request.requestID)}
          >
            {hod && request.state === 'pending' && (
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => run(request, 'approve')}
                  loading={decide.isPending && decide.variables?.id === request.requestID}
                  aria-label={t('requests.approveOf', {
                    kind: request.kind,
                    name: request.studentName,
                  })}
                >
                  {t('requests.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAsking({ request, decision: 'reject' })}
                  aria-label={t('requests.rejectOf', {
                    kind: request.kind,
                    name: request.studentName,
                  })}
                >
                  {t('requests.reject')}
                </Button>
              </Group>
            )}
            {hod && request.state === 'approved' && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setAsking({ request, decision: 'withdraw' })}
                >
                  {t('requests.withdrawApproval')}
                </Button>
              </Group>
            )}
          </RequestCard>
        ))}
      </Stack>
      {asking && (
        <ReasonDialog
          title={
            asking.decision === 'reject'
              ? t('requests.rejectTitle', { name: asking.request.studentName })
              : t('requests.withdrawTitle', { name: asking.request.studentName })
          }
          confirm={asking.decision === 'reject' ? t('requests.reject') : t('requests.withdraw')}
          pending={decide.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => run(asking.request, asking.decision, reason)}
        />
      )}
      <Title order={2} size="h3">
        {t('requests.onBehalf')}
      </Title>
      <RequestForm
        key={formKey}
        withRegisterNumbers
        defaultDate={new Date().toISOString().slice(0, 10)}
        pending={ask.isPending}
        message={asked}
        onSubmit={({ certificate, ...body }) =>
          ask.mutate(
            { body, certificate },
            {
              onSuccess: (answer) => {
                setAsked({ text: answer.message, error: false });
                setFormKey((k) => k + 1);
              },
              onError: (error) => setAsked(failure(error)),
            },
          )
        }
      />
    </Stack>
  );
}
