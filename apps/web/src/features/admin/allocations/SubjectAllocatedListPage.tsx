import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function SubjectAllocatedListPage() {
  return <Title order={2}>Subject Allocated List</Title>;
}
