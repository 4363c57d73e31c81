/** Up to two initials of a startup's name, shown when it has no logo ('Solaris Energy' is 'SE'). */
export function startupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
