import { Avatar } from '@mantine/core';
import { startupInitials } from '../utils/startup-initials.ts';

/** A startup's logo, or its initials on a colour derived from its name when it has none or it cannot load. */
export function StartupLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  return (
    <Avatar
      src={logo || null}
      alt={name}
      name={name}
      color="initials"
      size={size}
      radius="md"
      data-testid="startup-logo"
    >
      {startupInitials(name) || null}
    </Avatar>
  );
}
