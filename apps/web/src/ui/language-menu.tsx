import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@cohort/shared';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/i18n.ts';
import { DeferredMenu } from './deferred-overlays.tsx';

/** The nine interface languages, each written in itself; choosing one records it as the override. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      target={
        <Button
          variant="default"
          size="sm"
          data-testid="language-menu"
          aria-label={t('language.current', { language: LANGUAGE_NAMES[current] })}
        >
          {LANGUAGE_NAMES[current]}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown aria-label={t('language.label')}>
          {LANGUAGES.map((language) => (
            <Menu.Item
              key={language}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              data-testid={`language-option-${language}`}
              aria-current={language === current ? 'true' : undefined}
              fw={language === current ? 700 : undefined}
              onClick={() => void chooseLanguage(language)}
            >
              {LANGUAGE_NAMES[language]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
