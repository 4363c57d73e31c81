import { useTranslation } from 'react-i18next';
import { splitMinutes } from '../utils/hours.ts';

/** Minutes said as hours and minutes in the interface's language ("1 h 30 min"), by the browser's unit formats. */
export function useMinutesLabel() {
  const { i18n } = useTranslation('coachingAdmin');
  const language = i18n.resolvedLanguage ?? 'en';
  const hourFormat = new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
  const minuteFormat = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  return (total: number) => {
    const { hours, minutes } = splitMinutes(total);
    if (minutes === 0) return hourFormat.format(hours);
    if (hours === 0) return minuteFormat.format(minutes);
    return `${hourFormat.format(hours)} ${minuteFormat.format(minutes)}`;
  };
}
