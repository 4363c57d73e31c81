/** Everything the layout editors show of one public page's layout: the organisation feature's layout fragment. */
export { type LayoutSettings, LayoutSettingsFragment } from '../../organisation/index.ts';
