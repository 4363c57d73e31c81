import type { RoleType } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import {
  coachingAllocations,
  coachingAvailabilityRules,
  coachingSessionAttendees,
  coachingSessions,
  coachingUserSettings,
  generatedConferenceUrl,
  mentorMatchingSettings,
  weeklyRrule,
} from '../modules/coaching/index.ts';
import { startupPrograms } from '../modules/startups/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DemoCoachingInput {
  userOf: (type: RoleType) => string;
  /** Solaris Energy, whose cofounder is the demo's. */
  startupId: string;
  founderId: string;
  timezone: string;
}

/**
 * Coaching (issue 16 point 10): the mentor (Paris), the expert (New York) and the coach (the organisation's zone)
 * with weekly hours; Solaris's past sessions with the mentor, with notes of each kind, one booked next week, and an
 * allocation of 5 hours in its programme of which 4½ are taken: the next booking of more than 30 minutes is refused.
 */
export async function seedCoaching(db: Db, incubatorId: string, input: DemoCoachingInput): Promise<void> {
  const mentor = input.userOf('Mentor');
  const hosts: Array<[string, string]> = [
    [mentor, 'Europe/Paris'],
    [input.userOf('Expert'), 'America/New_York'],
    [input.userOf('Coach'), input.timezone],
  ];
  for (const [userId, zone] of hosts) {
    await db.insert(coachingUserSettings).values({
      incubatorId,
      userId,
      timeZone: zone,
      bufferMinutes: 15,
      minimumNoticeMinutes: 12 * 60,
      horizonDays: 60,
      defaultLocation: 'Room 2, Station F',
    });
    await db.insert(coachingAvailabilityRules).values([
      {
        incubatorId,
        id: newId(),
        userId,
        rrule: weeklyRrule(['MO', 'TU', 'WE', 'TH', 'FR']),
        startTime: '09:00',
        endTime: '12:00',
      },
      { incubatorId, id: newId(), userId, rrule: weeklyRrule(['TU', 'TH']), startTime: '14:00', endTime: '17:00' },
    ]);
  }
  await db.insert(mentorMatchingSettings).values({ incubatorId, requireConnection: true, allocationUnit: 'HOUR' });
  const [programme] = await db
    .select({ id: startupPrograms.targetId })
    .from(startupPrograms)
    .where(and(eq(startupPrograms.incubatorId, incubatorId), eq(startupPrograms.startupId, input.startupId)))
    .orderBy(asc(startupPrograms.targetId))
    .limit(1);
  const programId = programme?.id ?? null;
  if (programId) {
    await db.insert(coachingAllocations).values({
      incubatorId,
      id: newId(),
      programId,
      startupId: input.startupId,
      unit: 'HOUR',
      amount: 5,
    });
  }
  // Mondays at 10:00 in Paris: three past ones (90 + 90 + 60 minutes), one next week (30 minutes).
  const monday = (weeks: number) => {
    let day = dayjs()
      .tz('Europe/Paris')
      .startOf('day')
      .add(weeks * 7, 'day');
    while (day.day() !== 1) day = day.subtract(1, 'day');
    return dayjs.tz(`${day.format('YYYY-MM-DD')}T10:00:00`, 'Europe/Paris').toDate();
  };
  const sessions = [
    {
      at: monday(-3),
      minutes: 90,
      topics: ['Fundraising'],
      editor: 'The founders disagree on the round size; follow up one to one.',
      staffEditor: 'Runway is 7 months: prioritise the seed round.',
      staffEditorPublic: 'Agreed: a seed round of 1.5 M€, deck v2 by Friday.',
    },
    {
      at: monday(-2),
      minutes: 90,
      topics: ['Pitch deck'],
      editor: 'Strong CTO, the CEO needs coaching on the story.',
      staffEditor: null,
      staffEditorPublic: 'Deck v2 reviewed: move the market slide first.',
    },
    {
      at: monday(-1),
      minutes: 60,
      topics: ['Hiring'],
      editor: null,
      staffEditor: 'Ask about the first sales hire at the board.',
      staffEditorPublic: 'First sales hire: job description shared.',
    },
    {
      at: monday(1),
      minutes: 30,
      topics: ['Investor intros'],
      editor: null,
      staffEditor: null,
      staffEditorPublic: null,
    },
  ];
  for (const session of sessions) {
    const id = newId();
    await db.insert(coachingSessions).values({
      incubatorId,
      id,
      type: 'ONE_ON_ONE',
      state: 'scheduled',
      hostId: mentor,
      startupId: input.startupId,
      programId,
      createdBy: input.founderId,
      startsAt: session.at,
      endsAt: new Date(session.at.getTime() + session.minutes * 60_000),
      topics: session.topics,
      location: 'Room 2, Station F',
      conferenceUrl: generatedConferenceUrl(),
      editor: session.editor,
      staffEditor: session.staffEditor,
      staffEditorPublic: session.staffEditorPublic,
    });
    await db.insert(coachingSessionAttendees).values([
      { incubatorId, sessionId: id, userId: mentor, side: 'incubator' },
      { incubatorId, sessionId: id, userId: input.founderId, side: 'startup' },
    ]);
  }
}
