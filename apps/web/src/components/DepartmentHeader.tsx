import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Text, Title } from '@mantine/core';
import { homeOf, useStaff } from '../lib/session';
import { departmentName, useCampus } from '../lib/use-campus';

/** A department screen's title, the department's full name and the way back to the panel. */
export function DepartmentHeader({ title, children }: { title: string; children?: ReactNode }) {
  const staff = useStaff();
  const campus = useCampus();
  return (
    <Group justify="space-between" align="baseline">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{departmentName(campus.data, staff.department)}</Text>
      </div>
      <Group gap="sm">
        {children}
        <Anchor component={Link} to={homeOf(staff.designation)}>
          Back
        </Anchor>
      </Group>
    </Group>
  );
}
