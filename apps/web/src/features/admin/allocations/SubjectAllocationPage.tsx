import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { StatusText } from '../../../components/StatusText';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useStudents } from '../../../lib/queries/students';
import { useSubjects } from '../../../lib/queries/subjects';
import { activeStudentsOf, distinctBatches } from '../subjects/batches';
import { failureWithReason, subjectMessages } from '../subjects/messages';
import { useT } from '../../../lib/i18n/use-t';
import { useAllocate, useAllocations } from './api/allocations';
import { BatchAllocation } from './components/BatchAllocation';
import { EligibleSubjects } from './components/EligibleSubjects';
import { StudentPicker } from './components/StudentPicker';
import { eligibleSubjects } from './eligibility';

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export default function SubjectAllocationPage() {
  const t = useT();
  const messages = subjectMessages();
  const students = useStudents();
  const subjects = useSubjects();
  const allocations = useAllocations();
  const allocate = useAllocate();
  const outcome = useTimedMessage(0);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [batch, setBatch] = useState('');
  const [registerNumber, setRegisterNumber] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const active = useMemo(() => activeStudentsOf(students.data), [students.data]);
  const batches = useMemo(() => distinctBatches(active), [active]);
  const shown = batch ? active.filter((s) => s.batch === batch) : active;
  const student = shown.find((s) => s.registerNumber === registerNumber);
  const eligible = useMemo(
    () => (student ? eligibleSubjects(subjects.data ?? [], student) : []),
    [student, subjects.data],
  );
  const allocated = useMemo(
    () =>
      new Set(
        allocations.data
          ?.find((a) => a.registerNumber === student?.registerNumber)
          ?.allocatedSubjects.map((s) => s.subjectID),
      ),
    [allocations.data, student],
  );

  function choose(next: string | null) {
    setRegisterNumber(next);
    setSelected(new Set());
    outcome.clear();
  }

  function toggle(subjectID: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(subjectID);
      else next.delete(subjectID);
      return next;
    });
  }

  function submit() {
    if (!student) return;
    const chosen = eligible.filter((s) => selected.has(s.subjectID)).map((s) => s.subjectID);
    allocate.mutate(
      {
        studentName: student.studentName,
        registerNumber: student.registerNumber,
        batch: student.batch,
        department: student.department,
        year: student.year,
        semester: student.semester,
        subjectIDs: chosen.join(','),
      },
      {
        onSuccess: () => {
          outcome.show(messages.allocated(student.studentName));
          setSelected(new Set());
          // The Allocate button is disabled now, so focus moves to the panel it belongs to.
          panelHeading.current?.focus();
        },
        onError: (error) => outcome.show(failureWithReason(messages.allocateFailed, error), true),
      },
    );
  }

  function rightPanel() {
    if (!student) return <Text c="dimmed">{t('admin.allocations.selectStudent')}</Text>;
    if (subjects.isPending) return <Loading label={t('admin.loadingSubjects')} />;
    if (subjects.isError) return <StatusText text={messages.fetchFailed} error />;
    return (
      <Stack gap="sm">
        <EligibleSubjects
          student={student}
          subjects={eligible}
          allocated={allocated}
          selected={selected}
          busy={allocate.isPending}
          headingRef={panelHeading}
          onToggle={toggle}
          onToggleAll={(checked) =>
            setSelected(checked ? new Set(eligible.map((s) => s.subjectID)) : new Set())
          }
          onAllocate={submit}
        />
        <StatusText text={outcome.message.text} error={outcome.message.error} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('admin.allocations.title')}
        </Title>
        <Group gap="md">
          <Anchor component={Link} to="/admin/importallocations">
            {t('admin.allocations.importElectives')}
          </Anchor>
          <Anchor component={Link} to="/admin/subjectallocatedlist">
            {t('admin.allocations.viewList')}
          </Anchor>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" component="section" aria-label={t('admin.studentsLabel')}>
          {students.isPending ? (
            <Loading label={t('admin.loadingStudents')} />
          ) : students.isError ? (
            <StatusText text={messages.studentsFailed} error />
          ) : (
            <StudentPicker
              students={shown}
              batches={batches}
              batch={batch}
              selected={student ? student.registerNumber : null}
              onBatchChange={(next) => {
                setBatch(next);
                if (next && student && student.batch !== next) choose(null);
              }}
              onSelect={choose}
            />
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-label={t('admin.subjectsLabel')}>
          {rightPanel()}
        </Paper>
      </SimpleGrid>
      {batch && subjects.data && (
        <Paper withBorder p="md" component="section" aria-label={t('admin.batchAllocation.region')}>
          <BatchAllocation key={batch} batch={batch} students={shown} subjects={subjects.data} />
        </Paper>
      )}
    </Stack>
  );
}
