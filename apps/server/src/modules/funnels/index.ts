export {
  type FunnelDecisionEmailRow,
  type FunnelRoundRow,
  type FunnelRow,
  funnelAdmins,
  funnelDecisionEmails,
  funnelRounds,
  funnels,
} from './funnel.table.ts';
export { FunnelRef, FunnelRoundRef } from './funnel.refs.ts';
export {
  administeredFunnelIds,
  administersAFunnel,
  decisionEmailFor,
  findFunnelView,
  type FunnelView,
  funnelViews,
} from './funnel.service.ts';
