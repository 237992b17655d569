import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function AddSubjectPage() {
  return <Title order={2}>Add Subject</Title>;
}
