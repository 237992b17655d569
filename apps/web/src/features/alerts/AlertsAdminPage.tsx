import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AlertLogQuery } from '@attendance/domain';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useT } from '../../lib/i18n/use-t';
import { useTimedMessage } from '../../lib/use-timed-message';
import { logParams, useAlertSettings, useDeliveryLog, useSaveAlertSettings } from './api';
import { AlertSettingsForm } from './components/AlertSettingsForm';
import { DeliveryLog } from './components/DeliveryLog';

/** The department Admin's alerts to parents: settings, today's counts and the Delivery log. */
export default function AlertsAdminPage() {
  const t = useT();
  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t('alerts.noAnswer');
  const overview = useAlertSettings();
  const save = useSaveAlertSettings();
  const campus = useCampus();
  const status = useTimedMessage(0);
  const [filters, setFilters] = useState<AlertLogQuery>({});
  const log = useDeliveryLog(filters);
  const today = log.data?.today ?? overview.data?.today;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={1} size="h2">
        {t('alerts.title')}
      </Title>
      <Anchor component={Link} to="/admin">
        {t('alerts.backToPanel')}
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {overview.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {overview.error && <StatusText text={errorText(overview.error)} error />}
      {overview.data && (
        <>
          <Text size="sm" data-testid="gateway">
            {t(`alerts.gateway.${overview.data.sms.mode}`)}
          </Text>
          <AlertSettingsForm
            key={JSON.stringify(overview.data.settings)}
            settings={overview.data.settings}
            saving={save.isPending}
            onSave={(settings) =>
              save.mutate(settings, {
                onSuccess: () => status.show(t('alerts.saved'), false),
                onError: (error) => status.show(errorText(error), true),
              })
            }
          />
        </>
      )}
      <Title order={2} size="h3">
        {t('alerts.deliveryLog')}
      </Title>
      {today && (
        <>
          <Text data-testid="today-counts">
            {t('alerts.today', { sent: today.sent, waiting: today.waiting, failed: today.failed })}
          </Text>
          <Text size="sm" data-testid="today-parts">
            {t('alerts.todayParts', { count: today.parts })}
          </Text>
        </>
      )}
      <Group>
        <ExcelButton path="/api/alerts/deliveries.xlsx" query={logParams(filters)} />
      </Group>
      {log.error && <StatusText text={errorText(log.error)} error />}
      <DeliveryLog
        log={log.data}
        filters={filters}
        onFilters={setFilters}
        timeZone={campus.data?.timezone}
      />
    </Stack>
  );
}
