/** The industries sorted by name, ignoring case, as the server lists them. */
export function sortIndustries<T extends { name: string }>(industries: readonly T[]): T[] {
  return [...industries].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Whether another industry already carries this name, ignoring case and spaces around it. */
export function isIndustryNameTaken(
  industries: readonly { _id: string; name: string }[],
  name: string,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLowerCase();
  return industries.some((industry) => industry._id !== exceptId && industry.name.trim().toLowerCase() === wanted);
}
