import { useEffect, useRef, useState } from 'react';
import { modals } from '@mantine/modals';
import type { MarkingRules } from '@attendance/domain';
import { useStaff } from '../../lib/session';
import { ApiError, messageOf } from '../../lib/api';
import { isNoAnswer } from '../../lib/offline-copy';
import { SAVED_OFFLINE, saveForLater } from '../../lib/outbox';
import { useMarkAttendance, type MarkAnswer } from './api/attendance';
import { newIdempotencyKey } from './api/idempotency';
import { ConfirmSummary, openConflictAlert } from './components/ConfirmSummary';
import { isSubstitutionQuestion, openSubstitutionConfirm } from './components/SubstitutionConfirm';
import {
  buildRecords,
  countStatuses,
  MARK_MESSAGES,
  validateSubmission,
  type Submission,
} from './marking';

function failureText(error: unknown): string {
  // A refusal (locked by the HOD, outside the window, class changed) says why; anything else
  // gets the spec's words alone.
  const reason =
    error instanceof ApiError && error.status < 500 ? messageOf(error.body) : undefined;
  return reason ? `${MARK_MESSAGES.failed}: ${reason}` : MARK_MESSAGES.failed;
}

/**
 * Validation, confirmation and the POST of one submission. The Idempotency-Key is made for the
 * form as it stands and kept across retries of that same submission (a dropped connection, a
 * refusal retried after an unlock); any change to the form or a success starts a new one.
 */
export function useSubmitAttendance(
  submission: Submission,
  rules: MarkingRules,
  onSubmitted: (answer: MarkAnswer) => void,
) {
  const staff = useStaff();
  const mutation = useMarkAttendance();
  const key = useRef<string | null>(null);
  // Set synchronously, so a second click lands before React re-renders the disabled button.
  const busy = useRef(false);
  const wantFocus = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState('');

  const { date, period, marks, students } = submission;
  useEffect(() => {
    key.current = null;
  }, [date, period, marks, students]);

  // After a failure the focus goes back to Submit, once it is enabled again.
  useEffect(() => {
    if (wantFocus.current && !mutation.isPending) {
      wantFocus.current = false;
      submitButton.current?.focus();
    }
  });

  /**
   * No network, or no answer: the submission waits on the phone with its key and goes later
   * (lib/outbox.ts); if it did reach the server, the key makes the later send a replay.
   */
  async function keepOnPhone(idempotencyKey: string) {
    const { subject, period } = submission;
    if (!subject || !period) return;
    const counts = countStatuses(students, marks);
    try {
      await saveForLater({
        staffID: staff.staffID,
        idempotencyKey,
        records: buildRecords(submission),
        subject: `${subject.subjectCode} ${subject.subject.subjectName}`,
        batch: subject.batch,
        date,
        period,
        counts,
      });
      key.current = null;
      onSubmitted({
        message: SAVED_OFFLINE,
        count: students.length,
        subjectCode: subject.subjectCode,
        date,
        period,
      });
    } catch {
      setMessage(MARK_MESSAGES.failed);
      wantFocus.current = true;
    } finally {
      busy.current = false;
    }
  }

  function send(confirmSubstitution = false) {
    key.current ??= newIdempotencyKey();
    if (!navigator.onLine) return void keepOnPhone(key.current);
    const idempotencyKey = key.current;
    busy.current = true;
    mutation.mutate(
      { records: buildRecords(submission), idempotencyKey, confirmSubstitution },
      {
        onSuccess: (answer) => {
          key.current = null;
          onSubmitted(answer);
        },
        onError: (error) => {
          if (isNoAnswer(error)) {
            void keepOnPhone(idempotencyKey);
          } else if (isSubstitutionQuestion(error) && !confirmSubstitution) {
            // The refusal stored nothing; yes is a new submission with a key of its own.
            openSubstitutionConfirm(
              error.message,
              () => {
                key.current = null;
                send(true);
              },
              () => submitButton.current?.focus(),
            );
          } else if (error instanceof ApiError && error.status === 409) {
            openConflictAlert(messageOf(error.body) ?? MARK_MESSAGES.failed, () =>
              submitButton.current?.focus(),
            );
          } else {
            setMessage(failureText(error));
            wantFocus.current = true;
          }
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  function submit() {
    if (busy.current || mutation.isPending) return;
    const problem = validateSubmission(submission, new Date(), rules);
    setMessage(problem ?? '');
    if (problem || !submission.subject || !submission.period) return;
    busy.current = true;
    let confirmed = false;
    modals.openConfirmModal({
      title: 'Submit attendance',
      // A stray tap beside the dialog must not dismiss it in the middle of a double tap.
      closeOnClickOutside: false,
      // At once, without Mantine's 200 ms slide and fade: on a phone the teacher waited for the
      // animation before the Submit tap could land (issue 23's submit figure).
      transitionProps: { duration: 0 },
      overlayProps: { transitionProps: { duration: 0 } },
      children: (
        <ConfirmSummary
          subject={`${submission.subject.subjectCode} ${submission.subject.subject.subjectName}`}
          date={submission.date}
          period={submission.period}
          counts={countStatuses(students, marks)}
        />
      ),
      labels: { confirm: 'Submit', cancel: 'Cancel' },
      // WAI-ARIA's dialog pattern for an irreversible action: focus starts on the least
      // destructive control, labelled, so Enter visibly cancels rather than submits by surprise
      // (Mantine would otherwise focus the icon-only close button).
      cancelProps: { 'data-autofocus': true },
      confirmProps: { 'data-testid': 'confirm-submit' },
      onConfirm: () => {
        // The dialog stays on screen while it fades out; a second click must not send again.
        if (confirmed) return;
        confirmed = true;
        send();
      },
      onClose: () => {
        if (!confirmed) busy.current = false;
      },
    });
  }

  return { submit, pending: mutation.isPending, message, submitButton };
}
