import type { FormFieldType } from '@cohort/shared';
import {
  IconAbc,
  IconAlignLeft,
  IconBinaryTree,
  IconCalculator,
  IconCalendar,
  IconCheckbox,
  IconCircleDot,
  IconCurrencyDollar,
  IconExternalLink,
  IconFileUpload,
  IconHash,
  IconHeading,
  IconLayoutRows,
  IconLink,
  IconList,
  IconListCheck,
  IconPhone,
  IconPilcrow,
  IconSelector,
  IconSitemap,
  IconSlideshow,
  IconTable,
  IconTags,
  IconTextSize,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

/** The palette's groups, in order: every one of the 24 types appears once. */
export type QuestionTypeGroup = 'layout' | 'text' | 'choice' | 'numbers' | 'other';

export const QUESTION_TYPE_GROUPS: ReadonlyArray<{ group: QuestionTypeGroup; types: readonly FormFieldType[] }> = [
  { group: 'layout', types: ['section', 'heading', 'sub_heading', 'paragraph', 'external'] },
  { group: 'text', types: ['text', 'text_long', 'text_link', 'phone'] },
  {
    group: 'choice',
    types: ['select_radio', 'select_checkbox', 'select_dropdown', 'select_multi_dropdown', 'tree_single', 'tree_multi'],
  },
  { group: 'numbers', types: ['number', 'currency', 'number_scale', 'calculated'] },
  { group: 'other', types: ['date', 'file', 'video', 'table', 'custom_field'] },
];

export const QUESTION_TYPE_ICONS: Record<FormFieldType, Icon> = {
  calculated: IconCalculator,
  currency: IconCurrencyDollar,
  custom_field: IconTags,
  date: IconCalendar,
  external: IconExternalLink,
  file: IconFileUpload,
  heading: IconHeading,
  number: IconHash,
  number_scale: IconSlideshow,
  paragraph: IconPilcrow,
  phone: IconPhone,
  section: IconLayoutRows,
  select_checkbox: IconCheckbox,
  select_dropdown: IconSelector,
  select_multi_dropdown: IconListCheck,
  select_radio: IconCircleDot,
  sub_heading: IconTextSize,
  table: IconTable,
  text: IconAbc,
  text_link: IconLink,
  text_long: IconAlignLeft,
  tree_multi: IconSitemap,
  tree_single: IconBinaryTree,
  video: IconVideo,
};

/** Used in a list of icons where none is known. */
export const FALLBACK_ICON = IconList;
