import type { CSSProperties } from 'react';
import { Image } from '@mantine/core';
import type { CampusInfo } from '@attendance/domain';
import { useT } from '../lib/i18n/use-t';

/** The campus logo as a square of `size` px; the server's logo address until the campus is known. */
export function CampusLogo({
  campus,
  size,
  style,
}: {
  campus: CampusInfo | undefined;
  size: number;
  style?: CSSProperties;
}) {
  const t = useT();
  return (
    <Image
      src={campus?.logoUrl ?? '/api/campus/logo'}
      alt={t('common.collegeLogo')}
      w={size}
      h={size}
      fit="contain"
      style={style}
    />
  );
}
