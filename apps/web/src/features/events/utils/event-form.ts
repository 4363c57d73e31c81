export interface EventFormValues {
  title: string;
  description: string;
}

export interface StoredEvent {
  title: string;
  description?: string | null;
}

/** The form's starting values from the stored event. */
export function eventFormValues(event: StoredEvent): EventFormValues {
  return { title: event.title, description: event.description ?? '' };
}

/** What the save sends: the trimmed title, and no description rather than an empty one. */
export function eventUpdate(values: EventFormValues): { title: string; description: string | null } {
  const description = values.description.trim();
  return { title: values.title.trim(), description: description === '' ? null : description };
}

/** Spec 01 §5 default messages: the title is required. */
export function eventTitleMissing(values: EventFormValues): boolean {
  return values.title.trim() === '';
}

/** Whether the form differs from the stored event (Save is offered only then). */
export function eventFormChanged(values: EventFormValues, event: StoredEvent): boolean {
  const update = eventUpdate(values);
  return update.title !== event.title.trim() || update.description !== (event.description?.trim() || null);
}
