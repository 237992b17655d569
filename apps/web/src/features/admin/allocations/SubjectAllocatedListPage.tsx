import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Center, Group, Loader, NativeSelect, SimpleGrid } from '@mantine/core';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useStaff } from '../../../lib/session';
import { ExcelButton } from '../../../components/ExcelButton';
import { StatusText } from '../../../components/StatusText';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { downloadReport } from '../../../reports';
import { useCampus } from '../../../lib/use-campus';
import { distinctBatches } from '../subjects/batches';
import { subjectMessages } from '../subjects/messages';
import { useAllocations } from './api/allocations';
import { AllocationCard } from './components/AllocationCard';
import { useT } from '../../../lib/i18n/use-t';

export default function SubjectAllocatedListPage() {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  const allocations = useAllocations();
  const pdfMessage = useTimedMessage(0);
  const [batch, setBatch] = useState('');
  const [generating, setGenerating] = useState(false);
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });

  // The server answers the Admin's own department only.
  const own = useMemo(() => allocations.data ?? [], [allocations.data]);
  const batches = useMemo(() => distinctBatches(own), [own]);
  const shown = batch ? own.filter((a) => a.batch === batch) : own;

  async function generatePdf() {
    if (!campus.data) return;
    pdfMessage.clear();
    setGenerating(true);
    try {
      const outcome = await downloadReport('subjectAllocation', {
        campus: campus.data,
        department: staff.department,
        batch,
        allocations: own,
      });
      if (!outcome.ok) pdfMessage.show(outcome.message, true);
    } catch {
      pdfMessage.show(t('admin.pdfFailed'), true);
    } finally {
      setGenerating(false);
    }
  }

  function body() {
    if (allocations.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label={t('admin.allocations.loading')} />
        </Center>
      );
    }
    if (allocations.isError) return <StatusText text={subjectMessages().allocationsFailed} error />;
    if (shown.length === 0) {
      return (
        <Text c="dimmed" data-testid="empty-message">
          {batch ? t('admin.allocations.noneForBatch', { batch }) : t('admin.allocations.none')}
        </Text>
      );
    }
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {shown.map((student) => (
          <AllocationCard key={student.studentID} student={student} compact={phone} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('admin.allocations.listTitle')}
        </Title>
        <Anchor component={Link} to="/admin/subjectallocation">
          {t('admin.allocations.backToAllocation')}
        </Anchor>
      </Group>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('admin.filterByBatch')}
          w={{ base: '100%', xs: 300 }}
          data={[{ value: '', label: t('admin.allBatches') }, ...batches]}
          value={batch}
          onChange={(e) => setBatch(e.currentTarget.value)}
        />
        <Button
          onClick={generatePdf}
          loading={generating}
          disabled={!campus.data || allocations.isPending}
        >
          {t('admin.generatePdf')}
        </Button>
        <ExcelButton path="/api/reports/allocations.xlsx" query={{ batch }} />
      </Group>
      <StatusText text={pdfMessage.message.text} error={pdfMessage.message.error} />
      {body()}
    </Stack>
  );
}
