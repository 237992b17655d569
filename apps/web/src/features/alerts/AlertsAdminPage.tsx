import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AlertLogQuery } from '@attendance/domain';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useTimedMessage } from '../../lib/use-timed-message';
import { logParams, useAlertSettings, useDeliveryLog, useSaveAlertSettings } from './api';
import { AlertSettingsForm } from './components/AlertSettingsForm';
import { DeliveryLog } from './components/DeliveryLog';

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'No answer from the server. Please try again.';

const GATEWAY = {
  log: 'No SMS gateway is connected: messages go to the server log only.',
  webhook: 'Messages go to the SMS gateway at SMS_WEBHOOK_URL.',
  msg91: 'Messages go through MSG91.',
} as const;

/** The department Admin's alerts to parents: settings, today's counts and the Delivery log. */
export default function AlertsAdminPage() {
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
        Alerts to parents
      </Title>
      <Anchor component={Link} to="/admin">
        Back to the panel
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {overview.isPending && <Loader size="sm" aria-label="Loading" />}
      {overview.error && <StatusText text={errorText(overview.error)} error />}
      {overview.data && (
        <>
          <Text size="sm" data-testid="gateway">
            {GATEWAY[overview.data.sms.mode]}
          </Text>
          <AlertSettingsForm
            key={JSON.stringify(overview.data.settings)}
            settings={overview.data.settings}
            saving={save.isPending}
            onSave={(settings) =>
              save.mutate(settings, {
                onSuccess: () => status.show('Alert settings saved.', false),
                onError: (error) => status.show(errorText(error), true),
              })
            }
          />
        </>
      )}
      <Title order={2} size="h3">
        Delivery log
      </Title>
      {today && (
        <Text data-testid="today-counts">
          Today: {today.sent} sent, {today.waiting} waiting, {today.failed} failed
        </Text>
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
