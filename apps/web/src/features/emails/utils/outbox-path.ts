// Apart from outbox.ts: the router needs the path, and a module goes whole into the chunk of whoever imports it (the
// entry, for the router), so the rest of outbox.ts would go into every page (issue 11).
export const OUTBOX_PATH = '/emails/outbox';
