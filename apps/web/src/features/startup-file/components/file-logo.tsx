import { Avatar } from '@mantine/core';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** A startup's logo, or its initials on a colour derived from its name. */
export function FileLogo({ name, logo, size = 64 }: { name: string; logo: string | null; size?: number }) {
  return (
    <Avatar src={logo || null} alt={name} name={name} color="initials" size={size} radius="md" data-testid="file-logo">
      {initialsOf(name) || null}
    </Avatar>
  );
}
