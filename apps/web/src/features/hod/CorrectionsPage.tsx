import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';
import { SubmittedPeriods } from './components/SubmittedPeriods';

/**
 * /hodpannel/corrections: pick a staff-subject pair, see its submitted periods, void one with
 * a reason. The records stay, marked void; the period can then be marked again.
 */
export default function CorrectionsPage() {
  const [chosen, setChosen] = useState<AssignmentDto | null>(null);
  const [done, setDone] = useState('');
  return (
    <AssignmentsScreen
      title="Corrections"
      message={
        <Stack gap="sm">
          <StatusText text={done} error={false} />
          {chosen && (
            <SubmittedPeriods
              key={chosen.subject.subjectID}
              assignment={chosen}
              onVoided={(answer) =>
                setDone(
                  `Voided ${answer.subjectCode}, ${answer.date}, period ${answer.period} (${answer.count} ${answer.count === 1 ? 'record' : 'records'}). It can be marked again.`,
                )
              }
            />
          )}
        </Stack>
      }
      action={(a) => (
        <Button
          size="xs"
          variant={chosen?.id === a.id ? 'filled' : 'default'}
          aria-label={`Submitted periods of ${a.subject.subjectCode} for ${a.staff.staffName}`}
          onClick={() => {
            setDone('');
            setChosen(a);
          }}
        >
          Periods
        </Button>
      )}
    />
  );
}
