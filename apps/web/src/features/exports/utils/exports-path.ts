// Apart from exports.ts: the router needs the path, and a module goes whole into the chunk of whoever imports it (the
// entry, for the router), so the rest of exports.ts would go into every page (issue 11).
/** Where the viewer's exports are listed and downloaded. */
export const EXPORTS_PATH = '/account/exports';
