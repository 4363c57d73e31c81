/** The longest tag name the server accepts. */
export const TAG_NAME_MAX = 60;

/** A few colours to pick from (Mantine's palette, shade 7), the demo taxonomy's among them. */
export const TAG_COLOUR_SWATCHES = [
  '#1c7ed6',
  '#2f9e44',
  '#e8590c',
  '#e03131',
  '#c2255c',
  '#9c36b5',
  '#6741d9',
  '#0c8599',
  '#f08c00',
  '#495057',
] as const;

const COLOUR = /^#[0-9a-f]{6}$/i;

/** Whether a value is a tag colour the server accepts: '#rrggbb'. */
export function isTagColour(value: string): boolean {
  return COLOUR.test(value.trim());
}

export type TagFormValues = {
  name: string;
  /** '#rrggbb', or '' for no colour. */
  color: string;
};

export function tagFormValues(tag: { name: string; color?: string | null } | null): TagFormValues {
  return { name: tag?.name ?? '', color: tag?.color ?? '' };
}

/** What the API receives: the trimmed name, the colour in lower case or null when there is none. */
export function tagInput(values: TagFormValues): { name: string; color: string | null } {
  const color = values.color.trim().toLowerCase();
  return { name: values.name.trim(), color: color === '' ? null : color };
}

/** Why a field of the tag form is refused; the form turns it into a message in the interface language. */
export type TagFormProblem = 'required' | 'textMax' | 'colour' | 'duplicate';
export type TagFormProblems = Partial<Record<keyof TagFormValues, TagFormProblem>>;

/** The rules of the server (tag.graphql.ts): a name of 1 to 60 characters, an empty colour or '#rrggbb'. */
export function tagFormProblems(values: TagFormValues): TagFormProblems {
  const input = tagInput(values);
  const problems: TagFormProblems = {};
  if (input.name === '') problems.name = 'required';
  else if (input.name.length > TAG_NAME_MAX) problems.name = 'textMax';
  if (input.color !== null && !isTagColour(input.color)) problems.color = 'colour';
  return problems;
}

const SERVER_MESSAGES: Readonly<Record<string, TagFormProblem>> = {
  'Name is a required field': 'required',
  [`Name must be less than or equal to ${TAG_NAME_MAX} characters`]: 'textMax',
  'A tag with this name already exists': 'duplicate',
  'Colour must be a colour like #1c7ed6': 'colour',
};

/** The problem behind one of the server's field messages (they are in English), or null for another message. */
export function problemOfServerMessage(message: string): TagFormProblem | null {
  return SERVER_MESSAGES[message] ?? null;
}

/** How to word how often a tag is used: not at all, once, or a number of times. */
export function tagUsageWording(uses: number): 'none' | 'one' | 'many' {
  if (uses <= 0) return 'none';
  return uses === 1 ? 'one' : 'many';
}
