import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function AssignedListPage() {
  return <Title order={2}>Assigned List</Title>;
}
