import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { REQUEST_KIND_LABELS, type RequestDto } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';

const day = (iso: string) => iso.slice(0, 10);

/** One request with its whole history: asked, decided, withdrawn; the certificate if any. */
export function RequestCard({
  request,
  certificateHref,
  showStudent,
  children,
}: {
  request: RequestDto;
  /** Where its certificate downloads from, when this viewer may have it. */
  certificateHref?: string;
  showStudent: boolean;
  children?: ReactNode;
}) {
  const range =
    request.fromDate === request.toDate
      ? request.fromDate
      : `${request.fromDate} to ${request.toDate}`;
  const periods = request.periods ? `periods ${request.periods.join(', ')}` : 'whole days';
  return (
    <Paper withBorder p="sm" radius="md" component="article" data-testid="request">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>
            {REQUEST_KIND_LABELS[request.kind]}
            {showStudent ? ` · ${request.studentName} (${request.registerNumber})` : ''}
          </Text>
          <Text
            size="sm"
            fw={700}
            tt="uppercase"
            className={request.state === 'rejected' ? statusToneClass(true) : undefined}
            data-testid="request-state"
          >
            {request.state}
          </Text>
        </Group>
        <Text size="sm">
          {range}, {periods}
        </Text>
        <Text size="sm">Reason: {request.reason}</Text>
        <Text size="sm">
          Asked by {request.applicant.name} on {day(request.createdAt)}
        </Text>
        {request.decidedAt && (
          <Text size="sm">
            {request.state === 'rejected' ? 'Rejected' : 'Approved'} by {request.decidedBy} on{' '}
            {day(request.decidedAt)}
            {request.decisionReason ? `: ${request.decisionReason}` : ''}
            {request.corrections > 0 ? ` (${request.corrections} marked periods corrected)` : ''}
          </Text>
        )}
        {request.withdrawnAt && (
          <Text size="sm">
            Withdrawn by {request.withdrawnBy} on {day(request.withdrawnAt)}:{' '}
            {request.withdrawReason}
          </Text>
        )}
        {request.certificate && (
          <Text size="sm">
            Certificate ({request.certificate.mediaType},{' '}
            {Math.ceil(request.certificate.size / 1024)} KB)
            {certificateHref && (
              <>
                {' · '}
                <Anchor href={certificateHref} download underline="always">
                  Download
                </Anchor>
              </>
            )}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
