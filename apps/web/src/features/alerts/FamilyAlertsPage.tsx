import { Link, Navigate } from 'react-router';
import { Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { StatusText } from '../../components/StatusText';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n/use-t';
import { useFamilyAlerts, useSetFamilyAlerts } from './api';

/**
 * A student's or parent's own alerts: whether SMS alerts (absence, shortage) go to the phone
 * they signed in with, and the button that stops or starts them.
 */
export default function FamilyAlertsPage() {
  const t = useT();
  const alerts = useFamilyAlerts();
  const change = useSetFamilyAlerts();
  if (alerts.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (alerts.error instanceof ApiError && alerts.error.status === 401) {
    return <Navigate to="/family" replace />;
  }
  const stopped = alerts.data?.stopped ?? false;
  return (
    <Box component="main" mih="100vh" p="sm" maw={720} mx="auto">
      <Group justify="space-between" mb="sm">
        <Anchor component={Link} to="/family/home">
          {t('alerts.family.back')}
        </Anchor>
        <ThemeToggle />
      </Group>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('alerts.family.title')}
        </Title>
        <Text>{t('alerts.family.about')}</Text>
        {alerts.data && (
          <Text fw={600} data-testid="alerts-state">
            {alerts.data.message}
          </Text>
        )}
        {alerts.error && !(alerts.error instanceof ApiError && alerts.error.status === 401) && (
          <StatusText text={t('alerts.noAnswer')} error />
        )}
        {change.error && <StatusText text={t('alerts.family.notSaved')} error />}
        <Group>
          <Button
            onClick={() => change.mutate(!stopped)}
            loading={change.isPending}
            variant={stopped ? 'filled' : 'default'}
          >
            {stopped ? t('alerts.family.start') : t('alerts.family.stop')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
