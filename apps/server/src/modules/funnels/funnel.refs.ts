import { builder } from '../../platform/graphql/builder.ts';
import type { FunnelView } from './funnel.service.ts';
import type { FunnelRoundRow } from './funnel.table.ts';

/** The GraphQL types other modules' fields return (an application's funnel and round); implemented in funnel.graphql.ts. */
export const FunnelRef = builder.objectRef<FunnelView>('Funnel');
export const FunnelRoundRef = builder.objectRef<FunnelRoundRow>('FunnelRound');
