import type { CSSProperties } from 'react';
import type { LoginLayout } from '../../organisation/index.ts';

/** The page background of the login layout; dark mode keeps Mantine's dark surfaces (the colours suit a light page). */
export function loginPageBackground(layout: Pick<LoginLayout, 'background'>, dark: boolean): CSSProperties {
  if (dark) return {};
  const { background } = layout;
  return {
    backgroundColor: background.color,
    ...(background.image
      ? {
          backgroundImage: `url("${encodeURI(background.image)}")`,
          backgroundSize: background.size,
          backgroundPosition: 'center',
          backgroundRepeat: 'no-repeat',
        }
      : {}),
  };
}
