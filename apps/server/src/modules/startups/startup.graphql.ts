import { StartupRefType } from './startup.refs.ts';

StartupRefType.implement({
  description: 'A startup as lists and cards show it',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
  }),
});
