import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { RequestDto } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
  const range =
    request.fromDate === request.toDate
      ? request.fromDate
      : t('requests.card.range', { from: request.fromDate, to: request.toDate });
  const periods = request.periods
    ? t('requests.card.periods', {
        count: request.periods.length,
        list: request.periods.join(', '),
      })
    : t('requests.card.wholeDays');
  return (
    <Paper withBorder p="sm" radius="md" component="article" data-testid="request">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>
            {t(`requests.kind.${request.kind}`)}
            {showStudent ? ` · ${request.studentName} (${request.registerNumber})` : ''}
          </Text>
          <Text
            size="sm"
            fw={700}
            tt="uppercase"
            className={request.state === 'rejected' ? statusToneClass(true) : undefined}
            data-testid="request-state"
          >
            {t(`requests.state.${request.state}`)}
          </Text>
        </Group>
        <Text size="sm">{`${range}, ${periods}`}</Text>
        <Text size="sm">{t('requests.card.reason', { reason: request.reason })}</Text>
        <Text size="sm">
          {t('requests.card.asked', {
            name: request.applicant.name,
            date: day(request.createdAt),
          })}
        </Text>
        {request.decidedAt && (
          <Text size="sm">
            {t(request.state === 'rejected' ? 'requests.card.rejected' : 'requests.card.approved', {
              name: request.decidedBy,
              date: day(request.decidedAt),
            })}
            {request.decisionReason ? `: ${request.decisionReason}` : ''}
            {request.corrections > 0
              ? ` ${t('requests.card.corrected', { count: request.corrections })}`
              : ''}
          </Text>
        )}
        {request.withdrawnAt && (
          <Text size="sm">
            {t('requests.card.withdrawn', {
              name: request.withdrawnBy,
              date: day(request.withdrawnAt),
              reason: request.withdrawReason,
            })}
          </Text>
        )}
        {request.certificate && (
          <Text size="sm">
            {t('requests.card.certificate', {
              type: request.certificate.mediaType,
              size: Math.ceil(request.certificate.size / 1024),
            })}
            {certificateHref && (
              <>
                {' · '}
                <Anchor href={certificateHref} download underline="always">
                  {t('requests.card.download')}
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
