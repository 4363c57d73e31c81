import { z } from 'zod';
import { isStorableText } from '../validation.ts';
import { isDecimal } from './decimal.ts';
import {
  METRIC_CATEGORY_TAGS,
  METRIC_MESSAGES,
  METRIC_RECURRENCE_MAX_AMOUNT,
  METRIC_RECURRENCE_TYPES,
  METRIC_UNIT_TYPES,
  METRIC_VALIDATION_RULES,
} from './model.ts';

/** Texts PostgreSQL can store (no NUL character), said as the definition's own refusal. */
const storable = (max: number) => z.string().trim().max(max).refine(isStorableText, METRIC_MESSAGES.unstorableText);

const localized = z.array(z.object({ language: z.string().min(2).max(10), value: storable(500) })).max(20);

const target = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('number'),
    value: z.string().trim().refine(isDecimal, METRIC_MESSAGES.validationTarget),
  }),
  z.object({ kind: z.literal('metric'), metricId: z.string().min(1) }),
  z.object({
    kind: z.literal('sum'),
    metricIds: z.array(z.string().min(1)).min(2, METRIC_MESSAGES.validationTarget).max(20),
  }),
]);

/** A metric definition as staff write it (issue 17 point 1). */
export const metricInputSchema = z
  .object({
    name: localized.refine((names) => names.some((n) => n.value !== ''), METRIC_MESSAGES.nameRequired),
    description: localized.default([]),
    unitType: z.enum(METRIC_UNIT_TYPES),
    customUnitName: storable(60).nullish(),
    trackingRecurrence: z.object({
      amount: z
        .number()
        .int()
        .min(1, METRIC_MESSAGES.recurrence)
        .max(METRIC_RECURRENCE_MAX_AMOUNT, METRIC_MESSAGES.recurrence),
      type: z.enum(METRIC_RECURRENCE_TYPES),
    }),
    category: z.enum(METRIC_CATEGORY_TAGS).default('untagged'),
    validations: z
      .array(z.object({ rule: z.enum(METRIC_VALIDATION_RULES), target, label: storable(200).nullish() }))
      .max(10)
      .default([]),
  })
  .refine((m) => m.unitType !== 'CUSTOM' || !!m.customUnitName, {
    message: METRIC_MESSAGES.customNameRequired,
    path: ['customUnitName'],
  });
export type MetricInput = z.infer<typeof metricInputSchema>;
