import { Stack, Table, Text, Title } from '@mantine/core';
import { statusCell } from '@attendance/domain';
import type { Slot } from '../slots';
import { statusLabels } from '../../../lib/i18n/status-labels';
import { useT } from '../../../lib/i18n/use-t';

/** The students of one subject in one period with their status letters. */
export function SlotMatrix({ slot }: { slot: Slot }) {
  const t = useT();
  const labels: Partial<Record<string, string>> = statusLabels(t);
  const present = slot.students.filter((s) => s.status === 'P').length;
  return (
    <Stack
      component="section"
      gap={4}
      aria-labelledby={`${slot.id}-heading`}
      data-testid="slot-matrix"
    >
      {/* Focusable from the chips, so a keyboard user lands on the matrix they chose. */}
      <Title order={2} size="h4" id={`${slot.id}-heading`} tabIndex={-1}>
        {t('cumulative.heading', {
          code: slot.subjectCode,
          name: slot.subjectName,
          period: slot.period,
        })}
      </Title>
      <Text size="xs">
        {t('cumulative.line', {
          batch: slot.batch,
          year: slot.year,
          semester: slot.semester,
          present,
          total: slot.students.length,
        })}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cumulative.registerNumber')}</Table.Th>
              <Table.Th scope="col">{t('cumulative.name')}</Table.Th>
              <Table.Th scope="col">{t('cumulative.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slot.students.map((s) => (
              <Table.Tr key={s.registerNumber}>
                <Table.Td>{s.registerNumber}</Table.Td>
                <Table.Td>{s.studentName}</Table.Td>
                <Table.Td fw={700}>
                  <abbr
                    title={s.correction ?? labels[s.status] ?? s.status}
                    style={{ textDecoration: 'none' }}
                  >
                    {statusCell(s)}
                  </abbr>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
