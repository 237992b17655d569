import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Title,
} from '@mantine/core';
import type { CampusInfo } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { serverMessage } from '../../../lib/api';
import {
  readTeacherShell,
  removeTeacherShell,
  type TeacherShellHandOff,
} from '../../../lib/teacher-shell';
import { useClassList, type AllocatedSubject, type MarkAnswer } from '../api/attendance';
import { campusRules, countStatuses, periodOptions, type Marks } from '../marking';
import { StatusCounts } from './StatusCounts';
import { StudentList } from './StudentList';
import { useNow } from '../use-now';
import { useSubmitAttendance } from '../use-submit-attendance';
import { useMarkingDays } from '../use-marking-days';
import { MarkingDateField } from './MarkingDateField';
import { PresetNotice } from './PresetNotice';
import { presetsFor, usePresets, withPresets } from '../api/presets';
import { yearSemester } from '../../../components/marking/subjects';
import classes from './MarkingPanel.module.css';
import { useT } from '../../../lib/i18n/use-t';

const NO_MARKS: Marks = {};

interface Props {
  subject: AllocatedSubject;
  campus: CampusInfo;
  onSubmitted: (answer: MarkAnswer) => void;
  onClose: () => void;
  /** A period chosen by a tap in 'My classes today'. */
  initialPeriod?: number;
  /** The class is open on the teacher shell of index.html: take its marks and its Submit tap. */
  fromShell?: boolean;
}

/** Marking one subject: date, period, the class (all Present at first), counts and Submit. */
export function MarkingPanel({
  subject,
  campus,
  onSubmitted,
  onClose,
  initialPeriod,
  fromShell = false,
}: Props) {
  const t = useT();
  const staff = useStaff();
  const heading = useRef<HTMLHeadingElement>(null);
  // Renewed each half minute: a period becomes available soon after it starts.
  const now = useNow(30_000);
  const rules = useMemo(() => campusRules(campus), [campus]);
  const markable = useMarkingDays(subject.subject.subjectID, rules, now);
  const { today, earliest } = markable;
  const [date, setDate] = useState(today);
  const [period, setPeriod] = useState(initialPeriod ? String(initialPeriod) : '');
  const [marks, setMarks] = useState<Marks>(NO_MARKS);
  const classList = useClassList(subject);
  const students = useMemo(() => classList.data ?? [], [classList.data]);
  const counts = useMemo(() => countStatuses(students, marks), [students, marks]);
  // Approved requests pre-set their students once per date and period (issue 52); the
  // teacher's own changes after that stand.
  const presets = usePresets(subject.subject.subjectID, date);
  const covering = useMemo(
    () => (period && presets.data ? presetsFor(presets.data, Number(period)) : new Map()),
    [presets.data, period],
  );
  const [presetFor, setPresetFor] = useState('');
  const presetKey = `${date}|${period}|${presets.data ? 1 : 0}`;
  if (period && presets.data && presetFor !== presetKey) {
    setPresetFor(presetKey);
    setMarks((current) => withPresets(current, covering));
  }
  const { submit, pending, message, submitButton } = useSubmitAttendance(
    {
      staffCode: staff.staffCode,
      subject,
      date,
      period: period ? Number(period) : null,
      students,
      marks,
    },
    markable.rules,
    onSubmitted,
  );

  // Opened on the shell, the teacher may be halfway down the class: the focus stays there.
  useEffect(() => {
    if (!fromShell) heading.current?.focus();
  }, [fromShell]);

  // The shell gives way once this form can show the class (issue 23): its marks are taken while
  // rendering and it is removed before the paint, so the page never shows the class twice.
  const [handOff, setHandOff] = useState<TeacherShellHandOff>();
  if (fromShell && !classList.isPending && !handOff) {
    const shell = readTeacherShell();
    // Another subject opened on the shell meanwhile: its marks are not this class's.
    if (shell?.subjectId === subject.id) {
      setHandOff(shell);
      setMarks(shell.marks);
    }
  }
  useLayoutEffect(() => {
    if (fromShell && !classList.isPending) removeTeacherShell();
  }, [fromShell, classList.isPending]);
  useEffect(() => {
    if (handOff?.submit) submit();
    // Once: the Submit tapped on the shell, with the marks it handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handOff]);

  return (
    <Paper withBorder p="sm" radius="md" data-testid="marking-panel">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            {t('staff.mark.heading', {
              code: subject.subjectCode,
              name: subject.subject.subjectName,
              batch: subject.batch,
              yearSemester: yearSemester(subject),
            })}
          </Title>
          <Button variant="default" size="xs" onClick={onClose} style={{ flexShrink: 0 }}>
            {t('common.close')}
          </Button>
        </Group>
        {!subject.status && (
          <Alert color="orange" title={t('staff.mark.lockedTitle')} data-testid="lock-warning">
            {t('staff.mark.lockedText')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <MarkingDateField
            value={date}
            min={earliest}
            max={today}
            daysOff={markable.daysOff}
            onChange={setDate}
          />
          <NativeSelect
            label={t('staff.mark.period')}
            data={[
              { value: '', label: t('staff.mark.selectPeriod') },
              ...periodOptions(rules, date, now),
            ]}
            value={period}
            required
            onChange={(event) => setPeriod(event.currentTarget.value)}
          />
        </SimpleGrid>
        {classList.isPending ? (
          <Center py="md">
            <Loader aria-label={t('staff.mark.loadingStudents')} />
          </Center>
        ) : classList.isError ? (
          <StatusText text={serverMessage(classList.error, t('staff.mark.loadStudents'))} error />
        ) : students.length === 0 ? (
          <StatusText text={t('staff.mark.noStudents')} error />
        ) : (
          <>
            <PresetNotice covering={covering} students={students} />
            <StudentList students={students} marks={marks} setMarks={setMarks} />
          </>
        )}
        <div className={classes.footer}>
          <Stack gap="xs">
            <StatusText text={message} error />
            <StatusCounts counts={counts} testId="count" />
            <Button
              ref={submitButton}
              onClick={submit}
              loading={pending}
              disabled={pending}
              fullWidth
            >
              {t('staff.mark.submit')}
            </Button>
          </Stack>
        </div>
      </Stack>
    </Paper>
  );
}
