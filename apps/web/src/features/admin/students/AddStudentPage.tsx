import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { prefixFreshBatch, type StudentBody } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { useStudents } from '../../../lib/queries/students';
import { useAddStudent } from './api/student-writes';
import { BatchFields, type BatchDraft } from './components/BatchFields';
import { READABLE_ALERT_TITLE, READABLE_HINTS } from './components/hints';
import { PersonFields, type PersonDraft } from './components/PersonFields';
import { activeBatches, withReason } from './model';
import { useT } from '../../../lib/i18n/use-t';

const EMPTY_BATCH: BatchDraft = { batch: '', year: '', semester: '' };
const EMPTY_PERSON: PersonDraft = {
  registerNumber: '',
  studentName: '',
  gender: '',
  type: '',
  studentNumber: '',
  parentNumber: '',
};

export default function AddStudentPage() {
  const t = useT();
  const staff = useStaff();
  const students = useStudents();
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddStudent();
  const [fresh, setFresh] = useState(false);
  const [batchDraft, setBatchDraft] = useState(EMPTY_BATCH);
  const [person, setPerson] = useState(EMPTY_PERSON);
  const [message, setMessage] = useState({ text: '', error: false });
  const firstField = useRef<HTMLInputElement>(null);

  const batches = useMemo(() => activeBatches(students.data ?? []), [students.data]);

  // The spec only logs a failed batch fetch here; the dropdown then stays empty.
  useEffect(() => {
    if (students.isError) console.error('Could not load the batches', students.error);
  }, [students.isError, students.error]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const picked = batches.find((summary) => summary.batch === batchDraft.batch);
    const year = fresh ? batchDraft.year.trim() : String(picked?.year ?? '');
    const semester = fresh ? batchDraft.semester.trim() : String(picked?.semester ?? '');
    const values = [...Object.values(person), batchDraft.batch, year, semester];
    if (values.some((value) => !value.trim())) {
      setMessage({ text: t('admin.addStudent.fillAll'), error: true });
      return;
    }
    const body: StudentBody = {
      registerNumber: person.registerNumber.trim(),
      studentName: person.studentName.trim(),
      batch: fresh ? prefixFreshBatch(batchDraft.batch, staff.department) : batchDraft.batch.trim(),
      year: Number(year),
      semester: Number(semester),
      department: staff.department,
      gender: person.gender as StudentBody['gender'],
      type: person.type as StudentBody['type'],
      studentNumber: person.studentNumber.trim(),
      parentNumber: person.parentNumber.trim(),
    };
    setMessage({ text: '', error: false });
    try {
      await add.mutateAsync(body);
      setMessage({ text: t('admin.addStudent.added'), error: false });
      // Ready for the next student of the same class: the batch (a fresh one now exists) and
      // the type stay; only the person's own fields are cleared.
      setFresh(false);
      setBatchDraft({ ...EMPTY_BATCH, batch: body.batch });
      setPerson({ ...EMPTY_PERSON, type: person.type });
      firstField.current?.focus();
    } catch (error) {
      setMessage({ text: withReason(t('admin.addStudent.failed'), error), error: true });
    }
  }

  function goBack() {
    // 'default' is the key of the first entry: nothing of this app to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate('/admin/students');
  }

  return (
    <Stack gap="md" maw={760} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('admin.addStudent.title')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/importstudents" variant="light">
            {t('admin.importStudents')}
          </Button>
          <Button variant="default" onClick={goBack}>
            {t('admin.goBack')}
          </Button>
        </Group>
      </Group>
      <Alert
        color="yellow"
        variant="light"
        title={t('admin.addStudent.checkTitle')}
        styles={READABLE_ALERT_TITLE}
      >
        {t('admin.addStudent.checkText')}
      </Alert>
      <Paper withBorder p="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Checkbox
              label={t('admin.addStudent.fresh')}
              checked={fresh}
              onChange={(event) => {
                setFresh(event.currentTarget.checked);
                setBatchDraft(EMPTY_BATCH);
              }}
              description={t('admin.addStudent.freshHelp')}
              styles={READABLE_HINTS}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PersonFields.Identity draft={person} onChange={setPerson} firstField={firstField} />
              <BatchFields
                fresh={fresh}
                draft={batchDraft}
                onChange={setBatchDraft}
                batches={batches}
                department={staff.department.toUpperCase()}
              />
              <PersonFields.Details
                draft={person}
                onChange={setPerson}
                department={staff.department}
              />
            </SimpleGrid>
            <StatusText text={message.text} error={message.error} />
            <Group justify="flex-end">
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? t('admin.addStudent.adding') : t('admin.addStudent.title')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
