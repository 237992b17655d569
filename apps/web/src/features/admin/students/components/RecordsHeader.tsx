import { Link } from 'react-router';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStaff } from '../../../../lib/session';
import { departmentName, useCampus } from '../../../../lib/use-campus';

const ACTIONS = [
  ['Add Student', '/admin/addstudent'],
  ['Update Batch', '/admin/updatebatch'],
  ['Mark Inactive', '/admin/updateinactive'],
  ['Add Subject', '/admin/addsubject'],
  ['Subject Allocation', '/admin/subjectallocation'],
  ['Cumulative Attendance', '/admin/cumulativeattendance'],
  ['Staff Approvals', '/admin/approvals'],
  ['Import Students', '/admin/importstudents'],
  ['Import Subjects', '/admin/importsubjects'],
  ['API tokens', '/admin/tokens'],
  ['Students and parents', '/admin/family'],
] as const;

// Long labels ('Cumulative Attendance') wrap on a phone instead of being cut off.
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** Greeting, the department's full name and the ways into the rest of the admin area. */
export function RecordsHeader() {
  const staff = useStaff();
  const campus = useCampus();
  return (
    <Stack gap="sm">
      <Text size="lg" fw={500} data-testid="greeting">
        Welcome, {staff.staffName}
      </Text>
      <Title order={1} size="h2">
        Student Records – {departmentName(campus.data, staff.department)}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5, xl: 10 }} spacing="xs" component="nav" aria-label="Admin">
        {ACTIONS.map(([label, to]) => (
          <Button
            key={to}
            component={Link}
            to={to}
            variant="light"
            size="sm"
            fullWidth
            styles={WRAPPING}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
