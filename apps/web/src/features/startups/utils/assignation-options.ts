import { type AvatarPerson, displayNameOf } from '../../../ui/avatar.tsx';

export type AssignablePerson = AvatarPerson & { _id: string };

/**
 * The options of the people select: the people chosen first (known from the row or from an earlier search, so that
 * a search that no longer lists them keeps their names), then those the current search found, each once.
 */
export function assignationOptions(
  chosenIds: readonly string[],
  known: ReadonlyMap<string, AssignablePerson>,
  found: readonly AssignablePerson[],
): { value: string; label: string }[] {
  const options = new Map<string, string>();
  for (const id of chosenIds) {
    const person = known.get(id) ?? found.find((candidate) => candidate._id === id);
    options.set(id, person ? displayNameOf(person) || id : id);
  }
  for (const person of found)
    if (!options.has(person._id)) options.set(person._id, displayNameOf(person) || person._id);
  return [...options].map(([value, label]) => ({ value, label }));
}

/** Remembers the people of a list by id (a new map; later entries win). */
export function rememberPeople(
  known: ReadonlyMap<string, AssignablePerson>,
  people: readonly AssignablePerson[],
): Map<string, AssignablePerson> {
  const next = new Map(known);
  for (const person of people) next.set(person._id, person);
  return next;
}

/** Whether the chosen people differ from the assigned ones (order aside): Save is only useful then. */
export function assignationChanged(assignedIds: readonly string[], chosenIds: readonly string[]): boolean {
  const assigned = new Set(assignedIds);
  const chosen = new Set(chosenIds);
  return assigned.size !== chosen.size || [...chosen].some((id) => !assigned.has(id));
}
