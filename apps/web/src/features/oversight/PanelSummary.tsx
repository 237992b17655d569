import { Link } from 'react-router';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../lib/i18n/use-t';
import { useStaff } from '../../lib/session';
import { useOversightToday } from './api';

/**
 * The top of the Admin and HOD panels: today's count, refreshed every minute, and the way to
 * the Today, shortage and absences screens. The panel's own screen stays as the spec has it.
 */
export default function PanelSummary() {
  const t = useT();
  const staff = useStaff();
  const today = useOversightToday({});
  const base = staff.designation === 'Admin' ? '/admin' : '/hodpannel';
  const data = today.data;
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      maw={1200}
      mx="auto"
      component="section"
      aria-label={t('today.panel.label')}
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} data-testid="panel-today-count">
          {data
            ? data.periods.length === 0
              ? t('today.panel.noneStarted')
              : t('today.panel.summary', { marked: data.marked, expected: data.expected })
            : today.isError
              ? t('today.panel.failed')
              : t('today.panel.loading')}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={`${base}/today`}>
            {t('today.title')}
          </Anchor>
          <Anchor component={Link} to={`${base}/shortage`}>
            {t('today.panel.shortage')}
          </Anchor>
          <Anchor component={Link} to={`${base}/absences`}>
            {t('today.panel.absences')}
          </Anchor>
          <Anchor
            component={Link}
            to={staff.designation === 'Admin' ? '/admin/calendar' : '/hodpannel/timetable'}
          >
            {staff.designation === 'Admin' ? t('today.panel.calendar') : t('today.panel.timetable')}
          </Anchor>
          <Anchor component={Link} to={`${base}/completion`}>
            {t('today.panel.completion')}
          </Anchor>
          <Anchor component={Link} to={`${base}/requests`}>
            {t('today.panel.requests')}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}
