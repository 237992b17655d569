import { Link } from 'react-router';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useStaff } from '../../../../lib/session';
import { departmentName, useCampus } from '../../../../lib/use-campus';
import { useT } from '../../../../lib/i18n/use-t';

const actions = (t: (key: string) => string) =>
  [
    [t('admin.addStudent.title'), '/admin/addstudent'],
    [t('admin.updateBatch.title'), '/admin/updatebatch'],
    [t('admin.inactive.title'), '/admin/updateinactive'],
    [t('admin.addSubject.title'), '/admin/addsubject'],
    [t('admin.allocations.title'), '/admin/subjectallocation'],
    [t('admin.nav.cumulative'), '/admin/cumulativeattendance'],
    [t('admin.nav.approvals'), '/admin/approvals'],
    [t('admin.importStudents'), '/admin/importstudents'],
    [t('admin.importSubjects'), '/admin/importsubjects'],
    [t('admin.nav.tokens'), '/admin/tokens'],
    [t('admin.nav.family'), '/admin/family'],
    [t('admin.nav.alerts'), '/admin/alerts'],
  ] as const;

// Long labels ('Cumulative Attendance') wrap on a phone instead of being cut off.
const WRAPPING = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** Greeting, the department's full name and the ways into the rest of the admin area. */
export function RecordsHeader() {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  return (
    <Stack gap="sm">
      <Text size="lg" fw={500} data-testid="greeting">
        {t('admin.records.welcome', { name: staff.staffName })}
      </Text>
      <Title order={1} size="h2">
        {t('admin.records.title', { department: departmentName(campus.data, staff.department) })}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 5, xl: 10 }}
        spacing="xs"
        component="nav"
        aria-label={t('admin.nav.label')}
      >
        {actions(t).map(([label, to]) => (
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
