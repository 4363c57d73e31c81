import type { RoleType, TimelineReaction, UserProfileData } from '@cohort/shared';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import type { FileStorage } from '../platform/storage/index.ts';
import { attachments } from '../modules/attachments/index.ts';
import {
  createStartup,
  startupAssignations,
  startupIndustries,
  startupPrograms,
  startups,
} from '../modules/startups/index.ts';
import { timelinePosts, timelineReactions } from '../modules/timeline/index.ts';
import { milestoneTemplateItems, milestoneTemplates, startupMilestones } from '../modules/milestones/index.ts';
import { users } from '../modules/users/index.ts';
import { tags, userTags } from '../modules/taxonomy/index.ts';
import { userIndustries } from '../modules/directory/index.ts';
import { and, eq } from 'drizzle-orm';

/** The rest of the demo portfolio: name, pitch, programme, industry, founder. */
const MORE_STARTUPS: [string, string, string, string, string, string][] = [
  ['Tidewater Robotics', 'Autonomous hull-cleaning robots for cargo ships.', 'Climate Track', 'Energy', 'Noah', 'Berg'],
  ['Ledgerleaf', 'Bookkeeping on autopilot for market traders.', 'Spring Accelerator', 'Fintech', 'Amara', 'Okafor'],
  ['Kinetica Labs', 'Wearables that coach physiotherapy at home.', 'Health Lab', 'Health', 'Yuki', 'Tanaka'],
  ['Harvest Loop', 'Turns brewery grain into protein flour.', 'Climate Track', 'Agriculture', 'Lucas', 'Moreau'],
  ['PayBridge', 'Cross-border payroll for remote teams in Africa.', 'Spring Accelerator', 'Fintech', 'Zainab', 'Bello'],
  ['Clearwave Diagnostics', 'Portable ultrasound with AI triage.', 'Health Lab', 'Health', 'Elena', 'Rossi'],
  ['Windward Grid', 'Forecasting software for community wind farms.', 'Climate Track', 'Energy', 'Sven', 'Larsen'],
  ['Seedvault', 'A marketplace for heirloom seed varieties.', 'Spring Accelerator', 'Agriculture', 'Priya', 'Nair'],
  ['Coinpost', 'Savings circles managed from a phone.', 'Spring Accelerator', 'Fintech', 'Mateo', 'García'],
  ['Nurselink', 'Shift marketplace for certified nurses.', 'Health Lab', 'Health', 'Hana', 'Kim'],
  ['Greenhaul', 'Electric cargo bikes as a service.', 'Climate Track', 'Energy', 'Oskar', 'Nowak'],
  ['Aquaroot', 'Hydroponic farms in shipping containers.', 'Climate Track', 'Agriculture', 'Leila', 'Haddad'],
  ['Fairshare Insurance', 'Micro-insurance for gig workers.', 'Spring Accelerator', 'Fintech', 'Daniel', 'Cohen'],
  ['Mindful Minutes', 'Five-minute therapy exercises for teenagers.', 'Health Lab', 'Health', 'Sofia', 'Costa'],
  ['Voltstack', 'Second-life batteries for home storage.', 'Climate Track', 'Energy', 'Kwame', 'Mensah'],
  ['Pollen Analytics', 'Bee-hive sensors for pollination services.', 'Climate Track', 'Agriculture', 'Iris', 'Meyer'],
  ['Tallybook', 'Invoices and stock for corner shops.', 'Spring Accelerator', 'Fintech', 'Emre', 'Yılmaz'],
  ['Careloop', 'Remote monitoring for elderly people living alone.', 'Health Lab', 'Health', 'Olga', 'Shevchenko'],
  ['Sunbake Foods', 'Solar-dried fruit from cooperative farms.', 'Climate Track', 'Agriculture', 'Rania', 'Saleh'],
  ['Quanta Credit', 'Credit scores from utility payments.', 'Spring Accelerator', 'Fintech', 'Jonas', 'Weber'],
  ['Breathe Easy', 'Asthma inhaler tracking for children.', 'Health Lab', 'Health', 'Camila', 'Souza'],
  ['Heatwise', 'Heat pumps sized by an app in ten minutes.', 'Climate Track', 'Energy', 'Aiko', 'Sato'],
  [
    'Fieldnote',
    'Voice notes to farm records for extension officers.',
    'Spring Accelerator',
    'Agriculture',
    'Marta',
    'Kowalska',
  ],
  ['Openvault', 'Open-banking dashboards for cooperatives.', 'Spring Accelerator', 'Fintech', 'Tariq', 'Aziz'],
  ['Dermadetect', 'Skin checks from phone photos, reviewed by doctors.', 'Health Lab', 'Health', 'Ines', 'Ferreira'],
  ['Gridlight', 'Street lights that sell power back to the grid.', 'Climate Track', 'Energy', 'Ali', 'Demir'],
  ['Rootwise', 'Soil carbon measurement for regenerative farms.', 'Climate Track', 'Agriculture', 'Mila', 'Petrenko'],
];

/** A small, valid one-page PDF, so a demo document downloads and opens. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

interface Post {
  startup: string;
  author: string;
  message: string;
  hoursAgo: number;
  isPublic?: boolean;
  isUpdate?: boolean;
  isPinned?: boolean;
  replies?: { author: string; message: string; hoursAgo: number }[];
  reactions?: [string, TimelineReaction][];
}

/**
 * Thirty startups with founders, assigned coaches and mentors, timelines (public and private posts, replies,
 * reactions) and documents: the startup file has something to show on a first visit.
 */
export async function seedStartupFiles(
  db: Db,
  incubatorId: string,
  input: {
    userOf: (type: RoleType) => string;
    cofounderRoleId: string;
    passwordHash: string;
    slug: string;
    timezone: string;
    startupIds: { solaris: string; mediflow: string; agrisense: string };
    programIds: ReadonlyMap<string, string>;
    industryIds: ReadonlyMap<string, string>;
    storage?: FileStorage;
  },
): Promise<void> {
  const { userOf, startupIds } = input;
  const year = new Date().getUTCFullYear();
  const more: string[] = [];
  for (const [index, [name, description, program, industry, firstName, lastName]] of MORE_STARTUPS.entries()) {
    const founderId = newId();
    await db.insert(users).values({
      incubatorId,
      id: founderId,
      email: `founder${index + 1}@${input.slug}.cohort.test`,
      firstName,
      lastName,
      passwordHash: input.passwordHash,
      roleId: input.cofounderRoleId,
      status: 'active',
      validated: true,
      timezone: input.timezone,
    });
    const startup = await createStartup(db, incubatorId, { name, memberIds: [founderId] });
    more.push(startup.id);
    await db
      .update(startups)
      .set({
        description,
        website: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example`,
        foundingYear: year - (index % 5),
      })
      .where(and(eq(startups.incubatorId, incubatorId), eq(startups.id, startup.id)));
    await db
      .insert(startupPrograms)
      .values({ incubatorId, startupId: startup.id, targetId: input.programIds.get(program) ?? '' });
    await db
      .insert(startupIndustries)
      .values({ incubatorId, startupId: startup.id, targetId: input.industryIds.get(industry) ?? '' });
  }

  // The coach follows Mediflow and Agrisense; the mentor and the expert a few more.
  const assigned: [string, RoleType][] = [
    [startupIds.mediflow, 'Coach'],
    [startupIds.agrisense, 'Coach'],
    [startupIds.agrisense, 'Mentor'],
    [startupIds.solaris, 'Mentor'],
    ...more.slice(0, 6).map((id): [string, RoleType] => [id, 'Expert']),
    ...more.slice(6, 12).map((id): [string, RoleType] => [id, 'Mentor']),
  ];
  await db
    .insert(startupAssignations)
    .values(assigned.map(([startupId, type]) => ({ incubatorId, startupId, userId: userOf(type) })));

  const posts: Post[] = [
    {
      startup: startupIds.solaris,
      author: userOf('Admin'),
      message:
        '<p>Welcome to the <strong>Spring Accelerator</strong>! Your first milestone review is in two weeks.</p>',
      hoursAgo: 96,
      isPinned: true,
      reactions: [
        [userOf('Cofounder'), 'CELEBRATE'],
        [userOf('Mentor'), 'LIKE'],
      ],
    },
    {
      startup: startupIds.solaris,
      author: userOf('Cofounder'),
      message: '<p>Update: we signed our first school district — 14 schools, installation starts next month.</p>',
      hoursAgo: 30,
      isUpdate: true,
      replies: [
        {
          author: userOf('Mentor'),
          message: '<p>Great news! Let us talk about the maintenance contract.</p>',
          hoursAgo: 28,
        },
        { author: userOf('Cofounder'), message: '<p>Thanks, I will book a slot.</p>', hoursAgo: 27 },
      ],
      reactions: [
        [userOf('Admin'), 'CLAP'],
        [userOf('Staff'), 'CLAP'],
      ],
    },
    {
      startup: startupIds.solaris,
      author: userOf('Staff'),
      message: '<p>Investment committee: strong traction, ask for the unit economics before demo day.</p>',
      hoursAgo: 20,
      isPublic: false,
    },
    {
      startup: startupIds.mediflow,
      author: userOf('Coach'),
      message: '<p>Please share the pilot results from the partner hospital before our next session.</p>',
      hoursAgo: 50,
      replies: [{ author: userOf('CommunityMember'), message: '<p>Uploaded to the documents tab.</p>', hoursAgo: 40 }],
    },
    {
      startup: startupIds.agrisense,
      author: userOf('Coach'),
      message: '<p>Sensor cost is the main risk; the mentor will review the bill of materials.</p>',
      hoursAgo: 12,
      isPublic: false,
    },
    ...more.map((startup, index) => ({
      startup,
      author: userOf(index % 2 === 0 ? 'Admin' : 'Staff'),
      message: '<p>Welcome aboard! Introduce your team and your goals for the programme here.</p>',
      hoursAgo: 72 + index,
    })),
  ];
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000);
  for (const post of posts) {
    const id = newId();
    await db.insert(timelinePosts).values({
      incubatorId,
      id,
      startupId: post.startup,
      message: post.message,
      isPublic: post.isPublic ?? true,
      isUpdate: post.isUpdate ?? false,
      isPinned: post.isPinned ?? false,
      createdBy: post.author,
      createdAt: at(post.hoursAgo),
      updatedAt: at(post.hoursAgo),
    });
    for (const reply of post.replies ?? []) {
      await db.insert(timelinePosts).values({
        incubatorId,
        id: newId(),
        startupId: post.startup,
        parentId: id,
        message: reply.message,
        isPublic: post.isPublic ?? true,
        createdBy: reply.author,
        createdAt: at(reply.hoursAgo),
        updatedAt: at(reply.hoursAgo),
      });
    }
    if (post.reactions?.length) {
      await db
        .insert(timelineReactions)
        .values(post.reactions.map(([userId, reaction]) => ({ incubatorId, postId: id, userId, reaction })));
    }
  }

  await seedMilestones(db, incubatorId, userOf('Admin'), [
    startupIds.solaris,
    startupIds.mediflow,
    startupIds.agrisense,
  ]);
  await seedProfiles(db, incubatorId, userOf, input.industryIds);

  if (!input.storage) return;
  const documents: [string, string, string][] = [
    [startupIds.solaris, 'Pitch deck.pdf', userOf('Cofounder')],
    [startupIds.solaris, 'Financial model summary.pdf', userOf('Cofounder')],
    [startupIds.mediflow, 'Pilot results.pdf', userOf('CommunityMember')],
    [startupIds.agrisense, 'Bill of materials.pdf', userOf('Coach')],
  ];
  for (const [startupId, name, uploadedBy] of documents) {
    const content = demoPdf(name.replace(/\.pdf$/, ''));
    const storageKey = input.storage.newKey(incubatorId);
    await input.storage.put(storageKey, content);
    await db.insert(attachments).values({
      incubatorId,
      id: newId(),
      storageKey,
      name,
      fileType: 'application/pdf',
      size: content.length,
      referenceType: 'startup',
      referenceId: startupId,
      startupId,
      uploadedBy,
    });
  }
}

/** The "Accelerator plan" template, given to three startups that are part-way through it. */
async function seedMilestones(db: Db, incubatorId: string, adminId: string, startupIds: string[]): Promise<void> {
  const templateId = newId();
  const steps: [string, string, number][] = [
    ['Customer interviews', 'Twenty interviews with target customers, notes shared.', 14],
    ['Problem–solution fit', 'The problem, the solution and the evidence on one page.', 30],
    ['First paying customer', 'A signed order or a paid pilot.', 60],
    ['Investor-ready deck', 'Reviewed by two mentors.', 80],
    ['Demo day', 'A five-minute pitch on stage.', 90],
  ];
  await db.insert(milestoneTemplates).values({
    incubatorId,
    id: templateId,
    name: 'Accelerator plan',
    description: 'The twelve-week path of the Spring Accelerator.',
    createdBy: adminId,
  });
  await db.insert(milestoneTemplateItems).values(
    steps.map(([name, description, dueOffsetDays], position) => ({
      incubatorId,
      id: newId(),
      templateId,
      position,
      name,
      description,
      dueOffsetDays,
    })),
  );
  const start = new Date(Date.now() - 40 * 86_400_000);
  for (const [index, startupId] of startupIds.entries()) {
    const reached = 2 - index;
    await db.insert(startupMilestones).values(
      steps.map(([name, description, offset], position) => {
        const due = new Date(start.getTime() + offset * 86_400_000);
        const status = position < reached ? 'DONE' : position === reached ? 'IN_PROGRESS' : 'NOT_STARTED';
        return {
          incubatorId,
          id: newId(),
          startupId,
          templateId,
          name,
          description,
          status,
          dueDate: due.toISOString().slice(0, 10),
          position,
          createdBy: adminId,
          completedAt: status === 'DONE' ? due : null,
        };
      }),
    );
  }
}

/** Profiles of the network, with skills and industries: the community directory has people worth finding. */
async function seedProfiles(
  db: Db,
  incubatorId: string,
  userOf: (type: RoleType) => string,
  industryIds: ReadonlyMap<string, string>,
): Promise<void> {
  const skillIds = new Map<string, string>();
  for (const name of ['Fundraising', 'Pricing', 'Product design', 'Go-to-market', 'Hardware']) {
    const id = newId();
    skillIds.set(name, id);
    await db.insert(tags).values({ incubatorId, id, kind: 'skills', name });
  }
  const people: [RoleType, string, UserProfileData, string[], string[]][] = [
    [
      'Mentor',
      'Energy investor and former utility CFO',
      {
        bio: 'Twenty years financing solar and wind projects; I help founders build their first financial model.',
        locations: ['Lyon'],
        expertise: ['Project finance', 'Energy markets'],
        info: { linkedin: 'https://www.linkedin.com/in/demo-mentor' },
      },
      ['Fundraising', 'Pricing'],
      ['Energy', 'Fintech'],
    ],
    [
      'Expert',
      'Hardware and supply chain expert',
      {
        bio: 'I have taken three hardware products from prototype to a first production run.',
        locations: ['Berlin'],
        expertise: ['Manufacturing', 'Sourcing'],
      },
      ['Hardware', 'Product design'],
      ['Agriculture', 'Energy'],
    ],
    [
      'Coach',
      'Programme coach, Spring Accelerator',
      {
        bio: 'I coach early-stage teams on customer discovery and their go-to-market.',
        locations: ['Paris'],
        expertise: ['Customer discovery'],
      },
      ['Go-to-market', 'Pricing'],
      ['Health'],
    ],
  ];
  for (const [type, headline, profile, skills, fields] of people) {
    const userId = userOf(type);
    await db
      .update(users)
      .set({ headline, profile })
      .where(and(eq(users.incubatorId, incubatorId), eq(users.id, userId)));
    await db.insert(userTags).values(skills.map((name) => ({ incubatorId, userId, tagId: skillIds.get(name) ?? '' })));
    await db
      .insert(userIndustries)
      .values(fields.map((name) => ({ incubatorId, userId, industryId: industryIds.get(name) ?? '' })));
  }
}
