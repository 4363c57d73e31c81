import { builder } from '../../platform/graphql/builder.ts';
import type { StartupSummary } from './startup.service.ts';
import type { StartupWithViewer } from './startup-profile.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const StartupRefType = builder.objectRef<StartupSummary>('StartupRef');
export const StartupRef = builder.objectRef<StartupWithViewer>('Startup');
