import { useState } from 'react';
import { Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Subject } from '../../../lib/queries/subjects';
import { LoadState } from '../../../components/LoadState';

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
  const phone = useMediaQuery('(max-width: 36em)');
  const [batch, setBatch] = useState<string | null>(null);
  const batches = [...new Set(list.subjects.map((s) => s.batch))].sort();
  const shown = list.subjects.filter((s) => !batch || s.batch === batch);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Subject List – ${departmentLabel}`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close subject list' }}
    >
      <Stack gap="sm">
        <Select
          label="Filter by batch"
          placeholder="All batches"
          data={batches}
          value={batch}
          onChange={setBatch}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear batch filter' }}
          maw={320}
        />
        <LoadState
          loading={list.loading}
          error={list.error}
          empty={shown.length === 0}
          emptyText="No subjects found."
          label="subjects"
        >
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder aria-label="Subjects of the department">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>S No</Table.Th>
                  <Table.Th>Subject ID</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Batch</Table.Th>
                  <Table.Th>Year/Semester</Table.Th>
                  <Table.Th>Elective</Table.Th>
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
                    <Table.Td>{s.isElective ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </LoadState>
        <Text size="xs">Subjects are added and edited by the department&apos;s Admin.</Text>
      </Stack>
    </Modal>
  );
}
