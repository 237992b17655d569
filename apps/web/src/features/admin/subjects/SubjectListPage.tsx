import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Center, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { sameDepartment } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { useSubjects, type Subject } from '../../../lib/queries/subjects';
import { distinctBatches } from './batches';
import { SubjectCard } from './components/SubjectCard';
import { SubjectEditRow } from './components/SubjectEditRow';
import { SubjectRow } from './components/SubjectRow';
import { SubjectTable } from './components/SubjectTable';
import { subjectMessages } from './messages';
import { useT } from '../../../lib/i18n/use-t';
import { useDepartmentBatches } from './use-department-batches';
import { useSubjectActions } from './use-subject-actions';

const ownerOf = (subject: Subject) => subject.ownerDepartment ?? subject.department;

export default function SubjectListPage() {
  const t = useT();
  const staff = useStaff();
  const subjects = useSubjects();
  const departmentBatches = useDepartmentBatches();
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useSubjectActions(departmentBatches.classOf, heading);
  const [batch, setBatch] = useState('');
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  // The server answers the department's own subjects and the common ones: nothing to re-filter.
  const visible = useMemo(() => subjects.data ?? [], [subjects.data]);
  const batches = useMemo(() => distinctBatches(visible), [visible]);
  const rows = batch ? visible.filter((s) => s.batch === batch) : visible;

  function body() {
    if (subjects.isPending) {
      return (
        <Center py="xl">
          <Loader aria-label={t('admin.loadingSubjects')} />
        </Center>
      );
    }
    if (subjects.isError) return <StatusText text={subjectMessages().fetchFailed} error />;
    if (rows.length === 0) {
      return (
        <Text c="dimmed" data-testid="empty-message">
          {batch ? t('admin.subjectList.noneForBatch', { batch }) : t('admin.subjectList.none')}
        </Text>
      );
    }
    const items = rows.map((subject, index) => {
      const owner = ownerOf(subject);
      const editing = actions.editing?.subject.subjectID === subject.subjectID;
      return {
        key: subject.subjectID,
        index,
        subject,
        managedBy: sameDepartment(owner, staff.department) ? undefined : owner,
        editRef: actions.editRef(subject.subjectID),
        onEdit: () => actions.start(subject),
        onDelete: () => actions.confirmDelete(subject),
        edit:
          editing && actions.editing
            ? {
                draft: actions.editing.draft,
                batches: departmentBatches.batches,
                busy: actions.busy,
                message: actions.status,
                onChange: actions.change,
                onBatchChange: actions.changeBatch,
                onSave: actions.save,
                onCancel: actions.cancel,
              }
            : undefined,
      };
    });
    // A nine-column table does not fit a phone; each subject becomes a card there.
    if (phone) {
      return (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map(({ key, ...item }) => (
            <SubjectCard key={key} {...item} />
          ))}
        </Stack>
      );
    }
    return (
      <SubjectTable>
        {items.map(({ key, edit, ...item }) =>
          edit ? (
            <SubjectEditRow key={key} index={item.index} subjectID={key} {...edit} />
          ) : (
            <SubjectRow key={key} {...item} />
          ),
        )}
      </SubjectTable>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          {t('admin.subjectList.title')}
        </Title>
        <Anchor component={Link} to="/admin/addsubject">
          {t('admin.addSubject.title')}
        </Anchor>
      </Group>
      <NativeSelect
        label={t('admin.filterByBatch')}
        maw={{ base: '100%', sm: 320 }}
        data={[{ value: '', label: t('admin.allBatches') }, ...batches]}
        value={batch}
        onChange={(e) => setBatch(e.currentTarget.value)}
      />
      {!actions.editing && <StatusText text={actions.status.text} error={actions.status.error} />}
      {body()}
    </Stack>
  );
}
