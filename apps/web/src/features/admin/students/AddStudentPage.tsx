import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function AddStudentPage() {
  return <Title order={2}>Add Student</Title>;
}
