import { LAYOUT_PAGES, type Language, LANGUAGES, type LayoutPage, pickTranslation } from '@cohort/shared';

interface LocalizedTextView {
  language: string;
  value: string;
}

/** The layout of a public page (login, apply or home) as the server gives it (spec 02 §3 Layout customization). */
export interface LayoutView {
  background: { color: string; image?: string | null; size: string };
  header: { isVisible: boolean; height: number; background: string };
  footer: { isVisible: boolean; height: number; background: string };
  content: { columnWidth: number; columns: number };
  colors: {
    widgetBackground: string;
    primaryButtonBackground: string;
    primaryButtonText: string;
    link: string;
    text: string;
    heading: string;
    headerText: string;
  };
  widgetLogo: { type: string; position: string; height: number };
  customText: { description: readonly LocalizedTextView[]; footer: readonly LocalizedTextView[] };
  showExploreLink: boolean;
}

export type TextsByLanguage = Record<Language, string>;

/** The layout being edited: numbers may be '' while a field is empty, texts are kept per interface language. */
export interface EditableLayout {
  background: { color: string; image: string | null; size: string };
  header: { isVisible: boolean; height: number | string; background: string };
  footer: { isVisible: boolean; height: number | string; background: string };
  content: { columnWidth: number | string; columns: number };
  colors: LayoutView['colors'];
  widgetLogo: { type: string; position: string; height: number | string };
  customText: { description: TextsByLanguage; footer: TextsByLanguage };
  showExploreLink: boolean;
}

/** The public pages whose layout an admin edits, in the order of the settings navigation. */
export const LAYOUT_EDITOR_PAGES: readonly LayoutPage[] = LAYOUT_PAGES;

/**
 * What each page's editor offers. The explore link is shown where a visitor may want the programmes: on the
 * welcome (home) page, and on the login page, which already honours it; the application page is the list itself.
 */
export const LAYOUT_PAGE_OPTIONS: Record<LayoutPage, { exploreLink: boolean }> = {
  login: { exploreLink: true },
  apply: { exploreLink: false },
  home: { exploreLink: true },
};

export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export const WIDGET_LOGO_TYPES = ['LOGO', 'SQUARE', 'WHITE', 'NONE'] as const;
export const WIDGET_LOGO_POSITIONS = ['left', 'center', 'right'] as const;
function textsByLanguage(values: readonly LocalizedTextView[]): TextsByLanguage {
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, ''])) as TextsByLanguage;
  for (const { language, value } of values) {
    if ((LANGUAGES as readonly string[]).includes(language)) texts[language as Language] = value;
  }
  return texts;
}

function localizedText(texts: TextsByLanguage): Array<{ language: Language; value: string }> {
  return LANGUAGES.filter((language) => texts[language].trim() !== '').map((language) => ({
    language,
    value: texts[language].trim(),
  }));
}

/** A clean copy to edit (the cache's objects also carry __typename). */
export function editableLayout(layout: LayoutView): EditableLayout {
  return {
    background: {
      color: layout.background.color,
      image: layout.background.image ?? null,
      size: layout.background.size,
    },
    header: { isVisible: layout.header.isVisible, height: layout.header.height, background: layout.header.background },
    footer: { isVisible: layout.footer.isVisible, height: layout.footer.height, background: layout.footer.background },
    content: { columnWidth: layout.content.columnWidth, columns: layout.content.columns },
    colors: {
      widgetBackground: layout.colors.widgetBackground,
      primaryButtonBackground: layout.colors.primaryButtonBackground,
      primaryButtonText: layout.colors.primaryButtonText,
      link: layout.colors.link,
      text: layout.colors.text,
      heading: layout.colors.heading,
      headerText: layout.colors.headerText,
    },
    widgetLogo: {
      type: layout.widgetLogo.type,
      position: layout.widgetLogo.position,
      height: layout.widgetLogo.height,
    },
    customText: {
      description: textsByLanguage(layout.customText.description),
      footer: textsByLanguage(layout.customText.footer),
    },
    showExploreLink: layout.showExploreLink,
  };
}

/** The whole Layout object the server stores (updateLayoutCustomization takes all of it). */
export function layoutInput(layout: EditableLayout) {
  return {
    background: { ...layout.background },
    header: { ...layout.header, height: Number(layout.header.height) },
    footer: { ...layout.footer, height: Number(layout.footer.height) },
    content: { columnWidth: Number(layout.content.columnWidth), columns: layout.content.columns },
    colors: { ...layout.colors },
    widgetLogo: { ...layout.widgetLogo, height: Number(layout.widgetLogo.height) },
    customText: {
      description: localizedText(layout.customText.description),
      footer: localizedText(layout.customText.footer),
    },
    showExploreLink: layout.showExploreLink,
  };
}

/** The text of a language for the preview, falling back as the public pages do (that language, English, any). */
export function previewText(texts: TextsByLanguage, language: Language): string {
  return pickTranslation(localizedText(texts), language) ?? '';
}

/** The server's field errors by layout path ('header.height'), whether it named them from the input or the layout. */
export function layoutFieldErrors(fields: ReadonlyArray<{ field: string; message: string }>): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.field.replace(/^(input|layout)\./, ''), f.message]));
}

/** A size of the real page scaled down for the preview, within bounds; a field being typed keeps its fallback. */
export function previewSize(
  value: number | string,
  fallback: number,
  { scale = 0.7, min = 0, max = Number.POSITIVE_INFINITY }: { scale?: number; min?: number; max?: number } = {},
): number {
  const number = Number(value);
  const size = value !== '' && Number.isFinite(number) ? number : fallback;
  return Math.max(Math.min(size, max) * scale, min);
}
