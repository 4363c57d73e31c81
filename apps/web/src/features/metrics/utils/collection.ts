/** The first day of a date's month, yyyy-MM-dd (where an assignment's first period starts). */
export function firstOfMonth(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
}

export interface AssignmentRow {
  id: string;
  metric: string;
  target: string;
  kind: 'program' | 'startup';
  startsOn: string;
}

/**
 * The assignments as rows: each names its metric (in the person's language) and what it is collected from, a
 * programme or a startup; sorted by metric, then programmes before startups, then by name.
 */
export function assignmentRows(
  assignments: readonly {
    id: string;
    metricName: string;
    programName?: string | null;
    startupName?: string | null;
    programId?: string | null;
    startsOn: string;
  }[],
  locale: string,
): AssignmentRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return assignments
    .map((assignment) => ({
      id: assignment.id,
      metric: assignment.metricName,
      target: (assignment.programId ? assignment.programName : assignment.startupName) ?? '',
      kind: assignment.programId ? ('program' as const) : ('startup' as const),
      startsOn: assignment.startsOn,
    }))
    .sort(
      (a, b) =>
        collator.compare(a.metric, b.metric) ||
        (a.kind === b.kind ? 0 : a.kind === 'program' ? -1 : 1) ||
        collator.compare(a.target, b.target),
    );
}
