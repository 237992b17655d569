import type { CSSProperties } from 'react';
import { Image } from '@mantine/core';
import type { CampusInfo } from '@attendance/domain';

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
  return (
    <Image
      src={campus?.logoUrl ?? '/api/campus/logo'}
      alt="College logo"
      w={size}
      h={size}
      fit="contain"
      style={style}
    />
  );
}
