import { builder } from '../../platform/graphql/builder.ts';
import type { StartupSummary } from './startup.service.ts';

export const StartupRefType = builder.objectRef<StartupSummary>('StartupRef').implement({
  description: 'A startup as lists and cards show it',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
  }),
});
