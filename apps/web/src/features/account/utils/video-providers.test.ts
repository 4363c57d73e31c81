import { describe, expect, it } from 'vitest';
import { conferenceChoices, videoCardState } from './video-providers.ts';

describe('the integrations page’s video providers', () => {
  it('hides a provider the server cannot link and says why one cannot be connected', () => {
    expect(videoCardState('NOT_CONFIGURED')).toEqual({ shown: false, blockedBy: null });
    expect(videoCardState('NOT_IN_PLAN')).toEqual({ shown: true, blockedBy: 'notInPlan' });
    expect(videoCardState('TURNED_OFF')).toEqual({ shown: true, blockedBy: 'turnedOff' });
    expect(videoCardState('AVAILABLE')).toEqual({ shown: true, blockedBy: null });
  });

  it('offers Jitsi always, and Zoom or Teams only once linked, working and allowed', () => {
    const allowed = { zoom: 'AVAILABLE', teams: 'AVAILABLE' } as const;
    expect(conferenceChoices([], allowed)).toEqual(['JITSI']);
    expect(
      conferenceChoices(
        [
          { provider: 'teams', status: 'linked' },
          { provider: 'zoom', status: 'linked' },
        ],
        allowed,
      ),
    ).toEqual(['JITSI', 'ZOOM', 'TEAMS']);
    expect(conferenceChoices([{ provider: 'zoom', status: 'unlinked' }], allowed)).toEqual(['JITSI']);
    expect(
      conferenceChoices([{ provider: 'zoom', status: 'linked' }], { zoom: 'TURNED_OFF', teams: 'AVAILABLE' }),
    ).toEqual(['JITSI']);
  });
});
