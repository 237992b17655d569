import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useStaff } from '../../lib/session';
import { StatusText } from '../../components/StatusText';
import { useCampus } from '../../lib/use-campus';
import { useAllocatedSubjects, type AllocatedSubject, type MarkAnswer } from './api/attendance';
import { MARK_MESSAGES } from './marking';
import { MarkingPanel } from './components/MarkingPanel';
import { MY_TODAY_KEY } from './api/my-today';
import { MY_DAY_KEY, slotNote } from './api/week';
import { MyClassesToday } from './components/MyClassesToday';
import { preloadMarking } from './preload';
import { SubjectsTable } from './components/SubjectsTable';
import { WindowCountdown } from './components/WindowCountdown';
import { countOf } from '../../lib/plural';
import { readTeacherShell, removeTeacherShell } from '../../lib/teacher-shell';

/** The visible Mark button of a subject (the table on wide screens, the card on a phone). */
function markButton(container: HTMLElement | null, id: number): HTMLElement | undefined {
  const buttons = container?.querySelectorAll<HTMLElement>(`[data-mark-subject="${id}"]`) ?? [];
  return [...buttons].find((button) => button.offsetParent !== null);
}

/** /staffpannel: the allocated subjects, the window countdown and the marking form. */
export default function MarkAttendancePage() {
  const staff = useStaff();
  const campus = useCampus();
  const subjects = useAllocatedSubjects(staff.staffID);
  const page = useRef<HTMLDivElement>(null);
  const [marking, setMarking] = useState<AllocatedSubject | null>(null);
  // The period chosen by a tap in 'My classes today'; the Mark button leaves it to the user.
  const [markingPeriod, setMarkingPeriod] = useState<number | undefined>();
  const client = useQueryClient();
  const [success, setSuccess] = useState('');
  // The subject whose Mark button takes the focus back when its form closes.
  const [returnTo, setReturnTo] = useState<number | null>(null);

  // The subject open on the shell (whose panel then takes it over).
  const [fromShell, setFromShell] = useState<number | null>(null);

  useEffect(() => preloadMarking(client, staff.staffID), [client, staff.staffID]);

  // The teacher shell of index.html (issue 23) stays until this page can show what it shows:
  // the subjects, or the class open on it, which the marking form takes over.
  const [shellRead, setShellRead] = useState(false);
  if ((subjects.isSuccess || subjects.isError) && !shellRead) {
    setShellRead(true);
    const open = subjects.data?.find((s) => s.id === readTeacherShell()?.subjectId);
    if (open) {
      setFromShell(open.id);
      setMarking(open);
    }
  }
  useLayoutEffect(() => {
    if (shellRead && fromShell === null) removeTeacherShell();
  }, [shellRead, fromShell]);

  useEffect(() => {
    if (returnTo === null || marking) return;
    markButton(page.current, returnTo)?.focus();
  }, [returnTo, marking]);

  function open(subject: AllocatedSubject, period?: number) {
    setFromShell(null);
    setSuccess('');
    setReturnTo(null);
    setMarkingPeriod(period);
    setMarking(subject);
  }

  function close() {
    setReturnTo(marking?.id ?? null);
    setMarking(null);
  }

  function submitted(answer: MarkAnswer) {
    setSuccess(
      `${answer.message}: ${answer.subjectCode}, ${answer.date}, period ${answer.period} (${countOf(answer.count, 'student')}).${slotNote(answer)}`,
    );
    close();
    void client.invalidateQueries({ queryKey: MY_TODAY_KEY });
    void client.invalidateQueries({ queryKey: MY_DAY_KEY });
  }

  // The fresh copy from the server carries the latest lock state into an open form.
  const current = marking ? (subjects.data?.find((s) => s.id === marking.id) ?? marking) : null;
  return (
    <Stack gap="md" ref={page}>
      <Title order={1} size="h2">
        Mark Attendance
      </Title>
      {campus.data && <WindowCountdown campus={campus.data} />}
      <StatusText text={success} error={false} />
      {subjects.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading subjects" />
        </Center>
      ) : subjects.isError ? (
        <StatusText text={MARK_MESSAGES.loadSubjects} error />
      ) : subjects.data.length === 0 ? (
        <Text>{MARK_MESSAGES.noSubjects}</Text>
      ) : (
        <>
          <MyClassesToday subjects={subjects.data} onMark={open} />
          <SubjectsTable
            subjects={subjects.data}
            markingId={marking?.id ?? null}
            onMark={(subject) => open(subject)}
          />
        </>
      )}
      {current &&
        (campus.data ? (
          <MarkingPanel
            key={`${current.id}:${markingPeriod ?? ''}`}
            subject={current}
            {...(markingPeriod ? { initialPeriod: markingPeriod } : {})}
            campus={campus.data}
            fromShell={fromShell === current.id}
            onSubmitted={submitted}
            onClose={close}
          />
        ) : (
          <Loader aria-label="Loading" />
        ))}
    </Stack>
  );
}
