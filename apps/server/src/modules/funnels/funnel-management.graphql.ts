import { FUNNEL_STATES, funnelState } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { FunnelRef } from './funnel.refs.ts';

/** What the funnels management screens read besides the foundation's fields: the state badge and the admins. */
const FunnelStateRef = builder.enumType('FunnelState', {
  description: 'archived, draft (not published), closed (past its closing date), scheduled (opening later) or open',
  values: FUNNEL_STATES,
});

builder.objectFields(FunnelRef, (t) => ({
  state: t.field({
    type: FunnelStateRef,
    description: "The call's state as the management list shows it",
    resolve: (funnel) => funnelState(funnel),
  }),
  admins: t.field({
    type: [UserAvatarRef],
    description: "The funnel's admins, by name",
    resolve: (funnel) => funnel.admins,
  }),
}));
