import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid } from '@mantine/core';
import { Stack, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { COMMON_DEPARTMENT, TIMEOUTS_MS, nameTextProblem } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { messageOf } from '../../../lib/api';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCampus } from '../../../lib/use-campus';
import { useAddSubject, type NewSubject } from './api/subject-writes';
import { DetailList } from './components/DetailList';
import { failureWithReason, subjectMessages } from './messages';
import { useT } from '../../../lib/i18n/use-t';
import { useDepartmentBatches } from './use-department-batches';

const EMPTY = { subjectCode: '', subjectName: '', batch: '', isCommon: false, isElective: false };

export default function AddSubjectPage() {
  const t = useT();
  const messages = subjectMessages();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
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
    if (!form.subjectCode.trim()) missing.push([t('admin.subjectCode'), codeInput.current]);
    if (!form.subjectName.trim()) missing.push([t('admin.subjectName'), nameInput.current]);
    if (!form.batch) missing.push([t('admin.field.batch'), batchInput.current]);
    if (!current) {
      missing.push([t('admin.field.year'), batchInput.current]);
      missing.push([t('admin.field.semester'), batchInput.current]);
    }
    if (!department) missing.push([t('admin.field.department'), null]);
    return missing;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    outcome.clear();
    const missing = missingFields();
    if (missing.length > 0 || !current) {
      warning.show(messages.missingFields(missing.map(([name]) => name).join(', ')), true);
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
      title: t('admin.addSubject.confirmTitle'),
      children: (
        <DetailList
          rows={[
            [t('admin.subjectCode'), body.subjectCode],
            [t('admin.subjectName'), body.subjectName],
            [t('admin.field.batch'), body.batch],
            [t('admin.field.year'), t('admin.ordinalYear', { year: body.year })],
            [t('admin.field.semester'), t('admin.ordinalSemester', { semester: body.semester })],
            [t('admin.field.department'), body.department],
            [t('admin.addSubject.commonSubject'), yesNo(body.isCommon)],
            [t('admin.elective'), yesNo(body.isElective)],
          ]}
        />
      ),
      labels: { confirm: t('admin.addSubject.title'), cancel: t('common.cancel') },
      onConfirm: () => save(body),
    });
  }

  function save(body: NewSubject) {
    addSubject.mutate(body, {
      onSuccess: (answer) => {
        outcome.show(messageOf(answer) ?? t('admin.addSubject.added'));
        // The batch stays: subjects are usually added one batch at a time.
        setForm((f) => ({ ...EMPTY, batch: f.batch }));
        codeInput.current?.focus();
      },
      onError: (error) => outcome.show(failureWithReason(messages.addFailed, error), true),
    });
  }

  const codes = (campus.data?.departments ?? []).map((d) => d.code).join(', ');
  return (
    <Stack maw={720} mx="auto" gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('admin.addSubject.title')}
        </Title>
        <Button component={Link} to="/admin/importsubjects" variant="light">
          {t('admin.importSubjects')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                ref={codeInput}
                label={t('admin.subjectCode')}
                value={form.subjectCode}
                onChange={(e) => set('subjectCode', e.currentTarget.value)}
                error={nameTextProblem(form.subjectCode)}
                autoComplete="off"
              />
              <TextInput
                ref={nameInput}
                label={t('admin.subjectName')}
                value={form.subjectName}
                onChange={(e) => set('subjectName', e.currentTarget.value)}
                error={nameTextProblem(form.subjectName)}
                autoComplete="off"
              />
            </SimpleGrid>
            <NativeSelect
              ref={batchInput}
              label={t('admin.field.batch')}
              data={[{ value: '', label: t('admin.selectBatch') }, ...batches]}
              value={form.batch}
              onChange={(e) => set('batch', e.currentTarget.value)}
            />
            <StatusText text={isError ? messages.studentsFailed : ''} error />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <TextInput
                label={t('admin.field.year')}
                readOnly
                value={current ? t('admin.ordinalYear', { year: current.year }) : ''}
                description={t('admin.addSubject.fromBatch')}
              />
              <TextInput
                label={t('admin.field.semester')}
                readOnly
                value={current ? t('admin.ordinalSemester', { semester: current.semester }) : ''}
                description={t('admin.addSubject.fromBatch')}
              />
              <TextInput
                label={t('admin.field.department')}
                readOnly
                value={department}
                description={
                  form.isCommon
                    ? t('admin.addSubject.commonToAll')
                    : t('admin.addSubject.yourDepartment')
                }
              />
            </SimpleGrid>
            <Checkbox
              label={t('admin.addSubject.commonLabel')}
              description={codes ? t('admin.addSubject.offeredTo', { codes }) : undefined}
              checked={form.isCommon}
              onChange={(e) => set('isCommon', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('admin.addSubject.electiveLabel')}
              checked={form.isElective}
              onChange={(e) => set('isElective', e.currentTarget.checked)}
            />
            <StatusText text={warning.message.text} error />
            <StatusText text={outcome.message.text} error={outcome.message.error} />
            <Group justify="space-between">
              <Button type="submit" loading={addSubject.isPending}>
                {t('admin.addSubject.title')}
              </Button>
              <Anchor component={Link} to="/admin/subjectlist">
                {t('admin.addSubject.viewList')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
