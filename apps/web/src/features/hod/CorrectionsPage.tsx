import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { AssignmentsScreen } from './components/AssignmentsScreen';
import { StatusText } from '../../components/StatusText';
import { SubmittedPeriods } from './components/SubmittedPeriods';
import { useT } from '../../lib/i18n/use-t';

/**
 * /hodpannel/corrections: pick a staff-subject pair, see its submitted periods, void one with
 * a reason. The records stay, marked void; the period can then be marked again.
 */
export default function CorrectionsPage() {
  const t = useT();
  const [chosen, setChosen] = useState<AssignmentDto | null>(null);
  const [done, setDone] = useState('');
  return (
    <AssignmentsScreen
      title={t('hod.corrections.title')}
      message={
        <Stack gap="sm">
          <StatusText text={done} error={false} />
          {chosen && (
            <SubmittedPeriods
              key={chosen.subject.subjectID}
              assignment={chosen}
              onVoided={(answer) =>
                setDone(
                  t('hod.corrections.voided', {
                    code: answer.subjectCode,
                    date: answer.date,
                    period: answer.period,
                    count: answer.count,
                  }),
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
          aria-label={t('hod.corrections.periodsOf', {
            code: a.subject.subjectCode,
            name: a.staff.staffName,
          })}
          onClick={() => {
            setDone('');
            setChosen(a);
          }}
        >
          {t('hod.corrections.periods')}
        </Button>
      )}
    />
  );
}
