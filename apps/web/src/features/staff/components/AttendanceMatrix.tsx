import { memo } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatPercentage, LOW_ATTENDANCE_THRESHOLD } from '@attendance/domain';
import type { Session, StudentLine } from '../view-matrix';
import classes from './AttendanceMatrix.module.css';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  sessions: readonly Session[];
  students: readonly StudentLine[];
}

/** Students by date/period with status letters, the present total and the percentage. */
export const AttendanceMatrix = memo(function AttendanceMatrix({ sessions, students }: Props) {
  const t = useT();
  return (
    <div
      className={classes.scroller}
      role="region"
      aria-label={t('staff.matrix.label')}
      tabIndex={0}
      data-testid="attendance-matrix"
    >
      <Table className={classes.table} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.sticky} scope="col">
              {t('staff.matrix.student')}
            </Table.Th>
            {sessions.map((session) => (
              <Table.Th key={session.key} scope="col" className={classes.session}>
                {session.date}
                <br />P{session.period}
              </Table.Th>
            ))}
            <Table.Th scope="col" className={`${classes.total} ${classes.present}`}>
              {t('staff.matrix.present')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.total} ${classes.sessions}`}>
              {t('staff.matrix.sessions')}
            </Table.Th>
            <Table.Th scope="col" className={`${classes.total} ${classes.percent}`}>
              %
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((line) => (
            <Table.Tr key={line.registerNumber} data-testid="matrix-row">
              <Table.Th scope="row" className={classes.sticky} fw={500}>
                <Text inherit size="sm">
                  {line.studentName}
                </Text>
                <Text inherit size="xs">
                  {line.registerNumber}
                </Text>
              </Table.Th>
              {sessions.map((session) => (
                <Table.Td key={session.key} title={line.shown.get(session.key)?.title}>
                  {line.shown.get(session.key)?.text ?? '-'}
                </Table.Td>
              ))}
              <Table.Td
                data-testid="present-total"
                className={`${classes.total} ${classes.present}`}
              >
                {line.present}
              </Table.Td>
              <Table.Td className={`${classes.total} ${classes.sessions}`}>
                {line.recorded}
              </Table.Td>
              <Table.Td
                className={`${classes.total} ${classes.percent} ${line.low ? classes.low : ''}`}
                data-testid="percentage"
                data-low={line.low}
              >
                {formatPercentage(line.percentage)}
                {line.low && (
                  <VisuallyHidden>
                    {' '}
                    {t('staff.matrix.under', { threshold: LOW_ATTENDANCE_THRESHOLD })}
                  </VisuallyHidden>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
});
