import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function MarkInactivePage() {
  return <Title order={2}>Mark Inactive</Title>;
}
