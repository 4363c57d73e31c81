// Apart from settings-nav.ts: the router needs the path, and a module goes whole into the chunk of whoever imports it
// (the entry, for the router), so the rest of settings-nav.ts would go into every page (issue 11).
/** Organisation settings (spec 01 §2.3, spec 02 §2 Organisation settings). */
export const SETTINGS_PATH = '/admin/configuration';
