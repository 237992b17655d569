import { useMemo } from 'react';
import { Alert, Paper, Stack, Tabs, Title } from '@mantine/core';
import { TIMEOUTS_MS } from '@attendance/domain';
import { StatusText } from '../../../components/StatusText';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useStudents } from '../../../lib/queries/students';
import { InactiveByBatchForm } from './components/InactiveByBatchForm';
import { InactiveByRegisterForm } from './components/InactiveByRegisterForm';
import { activeBatches } from './model';
import { useT } from '../../../lib/i18n/use-t';

/** Marks students inactive for good: a whole batch, or one student by register number. */
export default function MarkInactivePage() {
  const t = useT();
  const students = useStudents();
  const { message, show } = useTimedMessage(TIMEOUTS_MS.shortMessage);
  const mine = useMemo(() => students.data ?? [], [students.data]);
  const batches = useMemo(() => activeBatches(mine), [mine]);
  const active = useMemo(() => mine.filter((student) => student.active), [mine]);

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        {t('admin.inactive.title')}
      </Title>
      <Alert color="red" variant="light" title={t('admin.inactive.undoneTitle')}>
        {t('admin.inactive.undoneText')}
      </Alert>
      <Paper withBorder p="md">
        <Tabs defaultValue="batch" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="batch">{t('admin.inactive.byBatch')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('admin.inactive.byRegister')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="batch">
            <InactiveByBatchForm batches={batches} show={show} />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <InactiveByRegisterForm students={active} show={show} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <StatusText text={message.text} error={message.error} />
    </Stack>
  );
}
