import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { Stack, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { COMMON_DEPARTMENT, ordinal, TIMEOUTS_MS, nameTextProblem } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { messageOf } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCampus } from '../../../lib/use-campus';
import { useAddSubject, type NewSubject } from './api/subject-writes';
import { DetailList } from './components/DetailList';
import { failureWithReason, SUBJECT_MESSAGES } from './messages';
import { useDepartmentBatches } from './use-department-batches';

const EMPTY = { subjectCode: '', subjectName: '', batch: '', isCommon: false, isElective: false };
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export default function AddSubjectPage() {
  const staff = useStaff();
  const campus = useCampus();
  const { batches, classOf, isError } = useDepartmentBatches();
  const addSubject = useAddSubject();
  const [form, setForm] = useState(EMPTY);
  // The missing-fields warning clears after 5 s (spec section 5); the outcome stays until the next try.
  const warning = useTimedMessage(TIMEOUTS_MS.longMessage);
  const outcome = useTimedMessage(0);
  const codeInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const batchInput = useRef<HTMLSelectElement>(null);

  const current = form.batch ? classOf(form.batch) : undefined;
  const department = form.isCommon ? COMMON_DEPARTMENT : staff.department;
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function missingFields() {
    const missing: [string, HTMLElement | null][] = [];
    if (!form.subjectCode.trim()) missing.push(['Subject Code', codeInput.current]);
    if (!form.subjectName.trim()) missing.push(['Subject Name', nameInput.current]);
    if (!form.batch) missing.push(['Batch', batchInput.current]);
    if (!current) missing.push(['Year', batchInput.current], ['Semester', batchInput.current]);
    if (!department) missing.push(['Department', null]);
    return missing;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    outcome.clear();
    const missing = missingFields();
    if (missing.length > 0 || !current) {
      warning.show(SUBJECT_MESSAGES.missingFields + missing.map(([name]) => name).join(', '), true);
      missing.find(([, element]) => element)?.[1]?.focus();
      return;
    }
    warning.clear();
    const body: NewSubject = {
      subjectCode: form.subjectCode.trim(),
      subjectName: form.subjectName.trim(),
      batch: form.batch,
      year: current.year,
      semester: current.semester,
      department,
      isCommon: form.isCommon,
      isElective: form.isElective,
    };
    modals.openConfirmModal({
      title: 'Confirm subject details',
      children: (
        <DetailList
          rows={[
            ['Subject Code', body.subjectCode],
            ['Subject Name', body.subjectName],
            ['Batch', body.batch],
            ['Year', `${ordinal(body.year)} Year`],
            ['Semester', `${ordinal(body.semester)} Semester`],
            ['Department', body.department],
            ['Common Subject', yesNo(body.isCommon)],
            ['Elective', yesNo(body.isElective)],
          ]}
        />
      ),
      labels: { confirm: 'Add Subject', cancel: 'Cancel' },
      onConfirm: () => save(body),
    });
  }

  function save(body: NewSubject) {
    addSubject.mutate(body, {
      onSuccess: (answer) => {
        outcome.show(messageOf(answer) ?? 'Subject added successfully');
        // The batch stays: subjects are usually added one batch at a time.
        setForm((f) => ({ ...EMPTY, batch: f.batch }));
        codeInput.current?.focus();
      },
      onError: (error) => outcome.show(failureWithReason(SUBJECT_MESSAGES.addFailed, error), true),
    });
  }

  const codes = (campus.data?.departments ?? []).map((d) => d.code).join(', ');
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Add Subject
        </Title>
        <Button component={Link} to="/admin/importsubjects" variant="light">
          Import Subjects
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                ref={codeInput}
                label="Subject Code"
                value={form.subjectCode}
                onChange={(e) => set('subjectCode', e.currentTarget.value)}
                error={nameTextProblem(form.subjectCode)}
                autoComplete="off"
              />
              <TextInput
                ref={nameInput}
                label="Subject Name"
                value={form.subjectName}
                onChange={(e) => set('subjectName', e.currentTarget.value)}
                error={nameTextProblem(form.subjectName)}
                autoComplete="off"
              />
            </SimpleGrid>
            <NativeSelect
              ref={batchInput}
              label="Batch"
              data={[{ value: '', label: 'Select Batch' }, ...batches]}
              value={form.batch}
              onChange={(e) => set('batch', e.currentTarget.value)}
            />
            <StatusText text={isError ? SUBJECT_MESSAGES.studentsFailed : ''} error />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput
                label="Year"
                readOnly
                value={current ? `${ordinal(current.year)} Year` : ''}
                description="Taken from the batch"
              />
              <TextInput
                label="Semester"
                readOnly
                value={current ? `${ordinal(current.semester)} Semester` : ''}
                description="Taken from the batch"
              />
              <TextInput
                label="Department"
                readOnly
                value={department}
                description={form.isCommon ? 'Common to all' : 'Your department'}
              />
            </SimpleGrid>
            <Checkbox
              label="Common subject (all departments)"
              description={codes ? `Offered to every department: ${codes}` : undefined}
              checked={form.isCommon}
              onChange={(e) => set('isCommon', e.currentTarget.checked)}
            />
            <Checkbox
              label="Elective subject"
              checked={form.isElective}
              onChange={(e) => set('isElective', e.currentTarget.checked)}
            />
            <StatusText text={warning.message.text} error />
            <StatusText text={outcome.message.text} error={outcome.message.error} />
            <Group justify="space-between">
              <Button type="submit" loading={addSubject.isPending}>
                Add Subject
              </Button>
              <Anchor component={Link} to="/admin/subjectlist">
                View Subject List
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
