import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function SubjectListPage() {
  return <Title order={2}>Subject List</Title>;
}
