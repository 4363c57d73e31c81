import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type emails from './locales/en/emails.json';
import type errors from './locales/en/errors.json';
import type publicPages from './locales/en/public.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type search from './locales/en/search.json';
import type notifications from './locales/en/notifications.json';
import type tasks from './locales/en/tasks.json';
import type home from './locales/en/home.json';
import type startups from './locales/en/startups.json';
import type startupFile from './locales/en/startupFile.json';
import type exportsNamespace from './locales/en/exports.json';
import type milestones from './locales/en/milestones.json';
import type taxonomy from './locales/en/taxonomy.json';
import type community from './locales/en/community.json';
import type fields from './locales/en/fields.json';
import type profileForms from './locales/en/profileForms.json';
import type profileFields from './locales/en/profileFields.json';
import type forms from './locales/en/forms.json';
import type formFill from './locales/en/formFill.json';
import type formPages from './locales/en/formPages.json';
import type formAnswers from './locales/en/formAnswers.json';
import type applicationsOverview from './locales/en/applicationsOverview.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      public: typeof publicPages;
      errors: typeof errors;
      auth: typeof auth;
      account: typeof account;
      emails: typeof emails;
      settings: typeof settings;
      shell: typeof shell;
      search: typeof search;
      notifications: typeof notifications;
      tasks: typeof tasks;
      home: typeof home;
      startups: typeof startups;
      startupFile: typeof startupFile;
      exports: typeof exportsNamespace;
      milestones: typeof milestones;
      taxonomy: typeof taxonomy;
      community: typeof community;
      fields: typeof fields;
      profileForms: typeof profileForms;
      profileFields: typeof profileFields;
      forms: typeof forms;
      formFill: typeof formFill;
      formPages: typeof formPages;
      formAnswers: typeof formAnswers;
      applicationsOverview: typeof applicationsOverview;
    };
    returnNull: false;
  }
}
