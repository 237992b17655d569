import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function AssignPage() {
  return <Title order={2}>Assign Subjects</Title>;
}
