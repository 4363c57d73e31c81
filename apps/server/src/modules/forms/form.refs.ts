import { builder } from '../../platform/graphql/builder.ts';
import type { FormRow } from './form.service.ts';

/** A form as the person filling it sees it: the share page, a survey, an application's intake or round. */
export interface FillableForm {
  form: FormRow;
  currency: string;
  maxFileSize: number;
  userAddRows: boolean;
}

/** Implemented in form.graphql.ts; the application forms (application-form.graphql.ts) return it too. */
export const FillableFormRef = builder.objectRef<FillableForm>('FillableForm');
