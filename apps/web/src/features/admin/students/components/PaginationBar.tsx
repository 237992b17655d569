import { Button, Group } from '@mantine/core';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Prev, the numbered pages and Next, as the spec draws them; the current page is marked. */
export function PaginationBar({ page, pages, onChange }: Props) {
  return (
    <Group component="nav" aria-label="Pages" gap={6} justify="center" wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Prev
      </Button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="default"
        size="xs"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
