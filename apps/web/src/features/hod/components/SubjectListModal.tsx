import { useState } from 'react';
import { Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subject } from '../../../lib/queries/subjects';
import { LoadState } from '../../../components/LoadState';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  opened: boolean;
  onClose: () => void;
  departmentLabel: string;
  subjects: readonly Subject[];
  loading: boolean;
  error: string;
}

/**
 * The department's subjects, read-only, for an HOD: /admin/subjectlist is the Admin's screen,
 * so the Assign screen shows the list here instead of sending the HOD to /login.
 */
export function SubjectListModal({ opened, onClose, departmentLabel, ...list }: Props) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const [batch, setBatch] = useState<string | null>(null);
  const batches = [...new Set(list.subjects.map((s) => s.batch))].sort();
  const shown = list.subjects.filter((s) => !batch || s.batch === batch);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('hod.list.title', { department: departmentLabel })}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('hod.list.close') }}
    >
      <Stack gap="sm">
        <Select
          label={t('hod.list.filterBatch')}
          placeholder={t('hod.list.allBatches')}
          data={batches}
          value={batch}
          onChange={setBatch}
          clearable
          clearButtonProps={{ 'aria-label': t('hod.list.clearBatch') }}
          maw={320}
        />
        <LoadState
          loading={list.loading}
          error={list.error}
          empty={shown.length === 0}
          emptyText={t('hod.list.none')}
          label={t('hod.what.subjects')}
        >
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder aria-label={t('hod.list.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hod.list.sNo')}</Table.Th>
                  <Table.Th>{t('hod.list.subjectId')}</Table.Th>
                  <Table.Th>{t('hod.list.code')}</Table.Th>
                  <Table.Th>{t('hod.list.name')}</Table.Th>
                  <Table.Th>{t('hod.list.batch')}</Table.Th>
                  <Table.Th>{t('hod.list.yearSemester')}</Table.Th>
                  <Table.Th>{t('hod.list.elective')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((s, index) => (
                  <Table.Tr key={s.subjectID}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{s.subjectID}</Table.Td>
                    <Table.Td>{s.subjectCode}</Table.Td>
                    <Table.Td>{s.subjectName}</Table.Td>
                    <Table.Td>{s.batch}</Table.Td>
                    <Table.Td>
                      {s.year} / {s.semester}
                    </Table.Td>
                    <Table.Td>{t(s.isElective ? 'hod.list.yes' : 'hod.list.no')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </LoadState>
        <Text size="xs">{t('hod.list.note')}</Text>
      </Stack>
    </Modal>
  );
}
