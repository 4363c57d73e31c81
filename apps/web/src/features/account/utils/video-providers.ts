/**
 * The integrations page's video part (issue 16): which provider cards show and why a card's button is disabled, and
 * which default providers a person may choose — Jitsi always, Zoom or Teams once linked and working.
 */

export type VideoLinking = 'AVAILABLE' | 'NOT_CONFIGURED' | 'NOT_IN_PLAN' | 'TURNED_OFF';
export type ConferenceChoice = 'JITSI' | 'ZOOM' | 'TEAMS';
export type VideoProvider = 'zoom' | 'teams';

export { CONFERENCE_PROVIDER_NAMES } from '@cohort/shared';

/** A card per provider the server can link (hidden without its client); the key of the reason it cannot be used. */
export function videoCardState(linking: VideoLinking): { shown: boolean; blockedBy: 'notInPlan' | 'turnedOff' | null } {
  if (linking === 'NOT_CONFIGURED') return { shown: false, blockedBy: null };
  if (linking === 'NOT_IN_PLAN') return { shown: true, blockedBy: 'notInPlan' };
  if (linking === 'TURNED_OFF') return { shown: true, blockedBy: 'turnedOff' };
  return { shown: true, blockedBy: null };
}

/** The default providers offered: Jitsi, then each linked provider the organisation still allows. */
export function conferenceChoices(
  links: readonly { provider: VideoProvider; status: string }[],
  linking: Record<VideoProvider, VideoLinking>,
): ConferenceChoice[] {
  const choices: ConferenceChoice[] = ['JITSI'];
  for (const provider of ['zoom', 'teams'] as const) {
    const link = links.find((candidate) => candidate.provider === provider);
    if (link?.status === 'linked' && linking[provider] === 'AVAILABLE') {
      choices.push(provider === 'zoom' ? 'ZOOM' : 'TEAMS');
    }
  }
  return choices;
}
