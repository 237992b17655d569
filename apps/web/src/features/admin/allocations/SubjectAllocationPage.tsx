import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function SubjectAllocationPage() {
  return <Title order={2}>Subject Allocation</Title>;
}
