import { Title } from '@mantine/core';

/** Placeholder until the screen is built. */
export default function UpdateBatchPage() {
  return <Title order={2}>Update Batch</Title>;
}
