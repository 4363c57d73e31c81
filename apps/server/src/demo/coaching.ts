import { COACHING_EVALUATION_SUBJECT, type FormQuestion, type RoleType } from '@cohort/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import {
  coachingAllocations,
  coachingAvailabilityRules,
  coachingEvaluationTasks,
  coachingSessionAttendees,
  coachingSessions,
  coachingUserSettings,
  generatedConferenceUrl,
  mentorMatchingSettings,
  weeklyRrule,
} from '../modules/coaching/index.ts';
import { formResponses, forms } from '../modules/forms/index.ts';
import { startupPrograms } from '../modules/startups/index.ts';
import { taskAssignees, tasks } from '../modules/tasks/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DemoCoachingInput {
  userOf: (type: RoleType) => string;
  /** Solaris Energy, whose cofounder is the demo's. */
  startupId: string;
  founderId: string;
  timezone: string;
}

const en = (value: string) => [{ language: 'en', value }];
const choice = (value: string, label: string) => ({ value, labels: en(label) });

/** The demo's coaching evaluation forms (issue 16): a rating out of 5, one choice and notes for each side. */
function evaluationQuestions(side: 'mentor' | 'founder'): FormQuestion[] {
  return [
    {
      id: 'rating',
      questionType: 'number_scale',
      label: en(side === 'mentor' ? 'How did the session go?' : 'How useful was this session?'),
      validations: { required: true, min: 1, max: 5, step: 1 },
    },
    side === 'mentor'
      ? {
          id: 'progress',
          questionType: 'select_radio',
          label: en('Is the startup making progress?'),
          options: [choice('yes', 'Yes'), choice('partly', 'Partly'), choice('no', 'No')],
        }
      : {
          id: 'again',
          questionType: 'select_radio',
          label: en('Would you book this mentor again?'),
          options: [choice('yes', 'Yes'), choice('no', 'No')],
        },
    {
      id: 'notes',
      questionType: 'text_long',
      label: en(side === 'mentor' ? 'Notes for the programme team' : 'What could be better?'),
    },
  ];
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
  // The evaluation forms after a session (issue 16 point 3): feedback forms set on the mentor matching settings.
  const adminId = input.userOf('Admin');
  const formIds = { mentor: newId(), founder: newId() };
  await db.insert(forms).values(
    (['mentor', 'founder'] as const).map((side) => ({
      incubatorId,
      id: formIds[side],
      baseId: formIds[side],
      kind: 'feedback',
      title: side === 'mentor' ? 'Session feedback (mentor)' : 'Session feedback (founder)',
      tags: ['coaching'],
      languages: ['en'],
      questions: evaluationQuestions(side),
      shareId: newId(),
      audience: 'NONE',
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
  await db.insert(mentorMatchingSettings).values({
    incubatorId,
    requireConnection: true,
    allocationUnit: 'HOUR',
    mentorFormId: formIds.mentor,
    founderFormId: formIds.founder,
  });
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
  const past = sessions.filter((session) => session.at.getTime() < Date.now());
  for (const session of sessions) {
    const id = newId();
    const ended = past.includes(session);
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
      // The past sessions' evaluation tasks are the demo's own (below), not the sweep's.
      evaluationsRequestedAt: ended ? new Date() : null,
    });
    await db.insert(coachingSessionAttendees).values([
      { incubatorId, sessionId: id, userId: mentor, side: 'incubator' },
      { incubatorId, sessionId: id, userId: input.founderId, side: 'startup' },
    ]);
    if (session === past[0]) {
      // The first session: both sides evaluated it.
      const sheet = (side: 'mentor' | 'founder', respondentId: string, answers: Record<string, unknown>) => ({
        incubatorId,
        id: newId(),
        formId: formIds[side],
        baseId: formIds[side],
        respondentId,
        subjectKind: COACHING_EVALUATION_SUBJECT,
        subjectId: id,
        subjectKey: id,
        status: 'submitted',
        answers: answers as never,
        language: 'en',
        submittedAt: new Date(session.at.getTime() + 2 * 3_600_000),
      });
      await db.insert(formResponses).values([
        sheet('mentor', mentor, { rating: 4, progress: { values: ['yes'] }, notes: 'Clear plan for the seed round.' }),
        sheet('founder', input.founderId, {
          rating: 5,
          again: { values: ['yes'] },
          notes: 'More time on the financial model next time.',
        }),
      ]);
    } else if (session === past[past.length - 1]) {
      // The last one: the mentor's evaluation task is open.
      const taskId = newId();
      await db.insert(tasks).values({
        incubatorId,
        id: taskId,
        name: `Evaluate the coaching session of ${session.at.toISOString().slice(0, 10)}`,
        dueDate: new Date(Date.now() + 7 * 24 * 3_600_000),
        url: `/coaching/session/${id}#evaluation`,
        taskType: 'coachingEvaluation',
      });
      await db.insert(taskAssignees).values({ incubatorId, id: newId(), taskId, type: 'User', value: mentor });
      await db
        .insert(coachingEvaluationTasks)
        .values({ incubatorId, sessionId: id, userId: mentor, side: 'mentor', taskId });
    }
  }
}
