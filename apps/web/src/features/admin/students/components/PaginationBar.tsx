import { Button, Group } from '@mantine/core';
import { useT } from '../../../../lib/i18n/use-t';

interface Props {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Prev, the numbered pages and Next, as the spec draws them; the current page is marked. */
export function PaginationBar({ page, pages, onChange }: Props) {
  const t = useT();
  return (
    <Group component="nav" aria-label={t('admin.pages.label')} gap={6} justify="center" wrap="wrap">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('admin.pages.prev')}
      </Button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('admin.pages.page', { number })}
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
        {t('admin.pages.next')}
      </Button>
    </Group>
  );
}
