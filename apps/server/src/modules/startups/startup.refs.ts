import { builder } from '../../platform/graphql/builder.ts';
import type { Named } from './portfolio.service.ts';
import type { ProgramView } from './program.service.ts';
import type { StartupSummary } from './startup.service.ts';
import type { StartupWithViewer } from './startup-profile.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const StartupRefType = builder.objectRef<StartupSummary>('StartupRef');
export const StartupRef = builder.objectRef<StartupWithViewer>('Startup');
/** A programme, industry or tag as a startup or a person lists it. */
export const NamedItemRef = builder.objectRef<Named>('NamedItem');
export const ProgramRef = builder.objectRef<ProgramView>('Program');
