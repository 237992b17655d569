import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function StudentRecordsPage() {
  return <Title order={2}>Student records</Title>;
}
