import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useStaff } from '../../lib/session';
import { departmentName, useCampus } from '../../lib/use-campus';
import { nameFilter } from '../../lib/name-filter';
import { useSubjects } from '../../lib/queries/subjects';
import { useAssignableStaff, useAssignments } from './api/assignments';
import {
  ANY_CLASS,
  ClassFilters,
  matchesClass,
  type ClassFilter,
} from '../../components/ClassFilters';
import { MessageLines } from './components/MessageLines';
import { StatusText } from '../../components/StatusText';
import { SelectedSubjects } from './components/SelectedSubjects';
import { StaffSubjects } from './components/StaffSubjects';
import { SubjectChecklist } from './components/SubjectChecklist';
import { SubjectListModal } from './components/SubjectListModal';
import { isManagedBy } from './format';
import { useAssignFlow } from './use-assign-flow';
import { useT } from '../../lib/i18n/use-t';

/** /hodpannel: assign the department's unassigned subjects to a staff member. */
export default function AssignPage() {
  const t = useT();
  const hod = useStaff();
  const campus = useCampus();
  const staffQuery = useAssignableStaff();
  const subjectsQuery = useSubjects();
  const assignmentsQuery = useAssignments();
  const [filter, setFilter] = useState<ClassFilter>(ANY_CLASS);
  const [listOpened, subjectList] = useDisclosure(false);

  // Not a re-filter of the server's scoping: the list also holds the common subjects other
  // departments own, which only their own HOD may assign (the server answers 404 for them).
  const managed = useMemo(
    () => (subjectsQuery.data ?? []).filter((s) => isManagedBy(s, hod.department)),
    [subjectsQuery.data, hod.department],
  );
  const assignments = useMemo(() => assignmentsQuery.data ?? [], [assignmentsQuery.data]);
  // A subject anyone holds is never offered again (spec section 5).
  const unassigned = useMemo(() => {
    const held = new Set(assignments.map((a) => a.subject.subjectID));
    return managed.filter((s) => !held.has(s.subjectID));
  }, [managed, assignments]);

  const staffList = staffQuery.data ?? [];
  const flow = useAssignFlow(staffList, unassigned);
  const staffAssignments = assignments.filter(
    (a) => a.staff.staffID === flow.staff?.staffID && matchesClass(a.subject, filter),
  );
  const subjectsError = subjectsQuery.isError || assignmentsQuery.isError;
  const department = departmentName(campus.data, hod.department);

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('hod.assign.title')}
        </Title>
        <Text>{department}</Text>
      </div>
      <Group gap="xs">
        <Button component={Link} to="/hodpannel/cumulativeattendance" variant="default">
          {t('hod.assign.cumulative')}
        </Button>
        <Button variant="default" onClick={subjectList.open}>
          {t('hod.assign.subjectList')}
        </Button>
        <Button component={Link} to="/hodpannel/deleteassignedlist" variant="default">
          {t('hod.assign.deleteList')}
        </Button>
        <Button component={Link} to="/hodpannel/approvals" variant="default">
          {t('hod.assign.approvals')}
        </Button>
        <Anchor component={Link} to="/hodpannel/assignedlist" ml="xs">
          {t('hod.assign.assignedList')}
        </Anchor>
      </Group>

      <Select
        label={t('hod.assign.staff')}
        placeholder={t(staffQuery.isPending ? 'hod.assign.loadingStaff' : 'hod.assign.selectStaff')}
        data={staffList.map((s) => ({
          value: String(s.staffID),
          label: `${s.staffName} (${s.staffCode})`,
        }))}
        value={flow.staffId}
        onChange={flow.chooseStaff}
        searchable
        filter={nameFilter(campus.data?.locale)}
        nothingFoundMessage={t('hod.assign.noStaff')}
        maw={480}
      />
      <StatusText
        text={staffQuery.isError ? t('hod.assign.loadStaffFailed') : ''}
        error
        testId="staff-error"
      />
      <ClassFilters items={managed} value={filter} onChange={setFilter} />

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <StaffSubjects
          staffName={flow.staff?.staffName}
          assignments={staffAssignments}
          loading={assignmentsQuery.isPending}
          error={assignmentsQuery.isError ? t('hod.loadAssignedFailed') : ''}
        />
        <SubjectChecklist
          subjects={unassigned.filter((s) => matchesClass(s, filter))}
          selected={flow.selected}
          onToggle={flow.toggle}
          loading={subjectsQuery.isPending || assignmentsQuery.isPending}
          error={subjectsError ? t('hod.loadSubjectsFailed') : ''}
        />
        <Stack gap="sm">
          <SelectedSubjects
            subjects={flow.chosen}
            busy={flow.busy}
            onAssign={() => void flow.assign()}
          />
          <MessageLines message={flow.message} />
        </Stack>
      </SimpleGrid>

      <SubjectListModal
        opened={listOpened}
        onClose={subjectList.close}
        departmentLabel={department}
        subjects={managed}
        loading={subjectsQuery.isPending}
        error={subjectsQuery.isError ? t('hod.loadSubjectsFailed') : ''}
      />
    </Stack>
  );
}
