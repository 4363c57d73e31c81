import { useOutletContext } from 'react-router';
import type { StartupFileData } from '../graphql/startup-file.query.ts';

/** What the file layout hands to its tabs. */
export interface StartupFileContext {
  startup: StartupFileData;
}

export function useStartupFileContext(): StartupFileContext {
  return useOutletContext<StartupFileContext>();
}
