import { PREFERENCE_TOPICS, type PreferenceChannel, type PreferenceTopic, TOPIC_CHANNELS } from '@cohort/shared';

/** Every IANA time zone the browser knows, sorted, with UTC and the saved one (the runtime may not list it). */
export function timeZoneChoices(saved: string | null | undefined): string[] {
  const zones = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (saved) zones.add(saved);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The rows of the notification table: each topic with the channels it offers, in the order of the vocabulary. */
export function preferenceRows(
  saved: readonly { topic: string; inApp: boolean; email: boolean }[],
): { topic: PreferenceTopic; channels: Partial<Record<PreferenceChannel, boolean>> }[] {
  return PREFERENCE_TOPICS.map((topic) => {
    const row = saved.find((entry) => entry.topic === topic);
    const channels: Partial<Record<PreferenceChannel, boolean>> = {};
    for (const channel of TOPIC_CHANNELS[topic]) channels[channel] = row ? row[channel] : true;
    return { topic, channels };
  });
}
