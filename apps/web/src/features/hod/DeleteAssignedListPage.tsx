import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function DeleteAssignedListPage() {
  return <Title order={2}>Delete Assigned List</Title>;
}
