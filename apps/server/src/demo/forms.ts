import {
  type FormAnswers,
  type FormOption,
  type FormQuestion,
  type FormText,
  scoreAnswers,
  validateFormAnswers,
} from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { newId } from '../platform/db/ids.ts';
import { customFields } from '../modules/customfields/index.ts';
import { formResponses, forms } from '../modules/forms/index.ts';

/** English, French and Arabic texts of one label. */
const t = (en: string, fr: string, ar: string): FormText[] => [
  { language: 'en', value: en },
  { language: 'fr', value: fr },
  { language: 'ar', value: ar },
];
const opt = (value: string, label: FormText[], extra: Partial<FormOption> = {}): FormOption => ({
  value,
  labels: label,
  ...extra,
});
const showWhen = (questionId: string, values: string[]) => ({
  operator: 'or' as const,
  statements: [{ action: 'show' as const, questionId, operator: 'equals' as const, values }],
});

/** The demo intake form: every one of the 24 field types, conditional questions, English, French and Arabic. */
export function intakeQuestions(customFieldId: string | null): FormQuestion[] {
  const questions: FormQuestion[] = [
    {
      id: 'welcome',
      questionType: 'heading',
      label: t('Apply to the Spring Accelerator', 'Candidatez au Spring Accelerator', 'قدّم طلبك إلى مسرّع الربيع'),
    },
    {
      id: 'intro',
      questionType: 'paragraph',
      label: t(
        'Twelve weeks from prototype to first paying customers. It takes about ten minutes.',
        'Douze semaines du prototype aux premiers clients payants. Comptez une dizaine de minutes.',
        'اثنا عشر أسبوعًا من النموذج الأولي إلى أول العملاء الذين يدفعون. يستغرق ذلك نحو عشر دقائق.',
      ),
    },
    { id: 'about', questionType: 'section', label: t('Your startup', 'Votre startup', 'شركتك الناشئة') },
    {
      id: 'name',
      questionType: 'text',
      label: t('Startup name', 'Nom de la startup', 'اسم الشركة الناشئة'),
      validations: { required: true, maxLength: 80 },
    },
    { id: 'website', questionType: 'text_link', label: t('Website', 'Site web', 'الموقع الإلكتروني') },
    {
      id: 'pitch',
      questionType: 'text_long',
      label: t(
        'Describe your product in a few sentences',
        'Décrivez votre produit en quelques phrases',
        'صف منتجك في بضع جمل',
      ),
      validations: { required: true, minLength: 20, maxLength: 2000 },
    },
    { id: 'founded', questionType: 'date', label: t('Founding date', 'Date de création', 'تاريخ التأسيس') },
    {
      id: 'phone',
      questionType: 'phone',
      label: t('Phone number', 'Numéro de téléphone', 'رقم الهاتف'),
      validations: { required: true },
    },
    {
      id: 'stage',
      questionType: 'select_radio',
      label: t('Stage', 'Stade', 'المرحلة'),
      validations: { required: true },
      options: [
        opt('idea', t('Idea', 'Idée', 'فكرة')),
        opt('prototype', t('Prototype', 'Prototype', 'نموذج أولي')),
        opt('seed', t('Seed', 'Amorçage', 'التمويل الأولي')),
        opt('series_a', t('Series A', 'Série A', 'السلسلة أ')),
      ],
    },
    {
      id: 'raised',
      questionType: 'currency',
      label: t('Amount raised so far', 'Montant levé à ce jour', 'المبلغ الذي جُمع حتى الآن'),
      validations: { required: true, min: 0 },
      dependency: showWhen('stage', ['seed', 'series_a']),
    },
    {
      id: 'sector',
      questionType: 'select_dropdown',
      label: t('Main sector', 'Secteur principal', 'القطاع الرئيسي'),
      options: [
        opt('climate', t('Climate', 'Climat', 'المناخ')),
        opt('health', t('Health', 'Santé', 'الصحة')),
        opt('fintech', t('Fintech', 'Fintech', 'التقنية المالية')),
        opt('other', t('Other', 'Autre', 'أخرى'), { isWriteIn: true }),
      ],
    },
    {
      id: 'markets',
      questionType: 'select_multi_dropdown',
      label: t('Markets you sell in', 'Marchés où vous vendez', 'الأسواق التي تبيع فيها'),
      options: [
        opt('eu', t('Europe', 'Europe', 'أوروبا')),
        opt('na', t('North America', 'Amérique du Nord', 'أمريكا الشمالية')),
        opt('mena', t('Middle East and North Africa', 'Moyen-Orient et Afrique du Nord', 'الشرق الأوسط وشمال أفريقيا')),
        opt('asia', t('Asia', 'Asie', 'آسيا')),
      ],
    },
    {
      id: 'support',
      questionType: 'select_checkbox',
      label: t('What support do you need?', 'De quel accompagnement avez-vous besoin ?', 'ما الدعم الذي تحتاجه؟'),
      options: [
        opt('funding', t('Funding', 'Financement', 'التمويل')),
        opt('mentoring', t('Mentoring', 'Mentorat', 'الإرشاد')),
        opt('hiring', t('Hiring', 'Recrutement', 'التوظيف')),
      ],
    },
    {
      id: 'technology',
      questionType: 'tree_multi',
      label: t('Technologies', 'Technologies', 'التقنيات'),
      optionsDepth: 2,
      options: [
        opt('software', t('Software', 'Logiciel', 'البرمجيات'), {
          children: [
            opt('ai', t('Artificial intelligence', 'Intelligence artificielle', 'الذكاء الاصطناعي')),
            opt('saas', t('SaaS', 'SaaS', 'البرمجيات كخدمة')),
          ],
        }),
        opt('hardware', t('Hardware', 'Matériel', 'العتاد'), {
          children: [
            opt('sensors', t('Sensors', 'Capteurs', 'أجهزة الاستشعار')),
            opt('batteries', t('Batteries', 'Batteries', 'البطاريات')),
          ],
        }),
      ],
    },
    {
      id: 'region',
      questionType: 'tree_single',
      label: t('Where is your team based?', 'Où est basée votre équipe ?', 'أين يقع مقر فريقك؟'),
      optionsDepth: 2,
      options: [
        opt('europe', t('Europe', 'Europe', 'أوروبا'), {
          children: [
            opt('france', t('France', 'France', 'فرنسا')),
            opt('germany', t('Germany', 'Allemagne', 'ألمانيا')),
          ],
        }),
        opt('africa', t('Africa', 'Afrique', 'أفريقيا'), {
          children: [opt('morocco', t('Morocco', 'Maroc', 'المغرب')), opt('kenya', t('Kenya', 'Kenya', 'كينيا'))],
        }),
      ],
    },
    { id: 'team', questionType: 'section', label: t('Your team', 'Votre équipe', 'فريقك'), newPage: true },
    {
      id: 'team_intro',
      questionType: 'sub_heading',
      label: t('Who builds it', 'Qui construit le produit', 'من يبني المنتج'),
    },
    {
      id: 'founders',
      questionType: 'number',
      label: t('Founders', 'Fondateurs', 'المؤسسون'),
      validations: { required: true, min: 1, max: 10 },
    },
    { id: 'employees', questionType: 'number', label: t('Employees', 'Salariés', 'الموظفون'), validations: { min: 0 } },
    {
      id: 'headcount',
      questionType: 'calculated',
      label: t('Team size', "Taille de l'équipe", 'حجم الفريق'),
      formula: '{founders} + {employees}',
    },
    {
      id: 'members',
      questionType: 'table',
      label: t('Team members', "Membres de l'équipe", 'أعضاء الفريق'),
      validations: { maxRows: 10 },
      columns: [
        { id: 'member', label: t('Name', 'Nom', 'الاسم'), type: 'text' },
        { id: 'role', label: t('Role', 'Rôle', 'الدور'), type: 'text' },
        { id: 'since', label: t('Joined', 'Arrivée', 'تاريخ الانضمام'), type: 'date' },
      ],
    },
    {
      id: 'commitment',
      questionType: 'number_scale',
      label: t('How full-time is the team?', "À quel point l'équipe est-elle à plein temps ?", 'ما مدى تفرغ الفريق؟'),
      validations: { min: 1, max: 5 },
      minLabel: t('Side project', 'Projet annexe', 'مشروع جانبي'),
      maxLabel: t('Full-time', 'Plein temps', 'تفرغ كامل'),
    },
    { id: 'material', questionType: 'section', label: t('Material', 'Documents', 'المواد'), newPage: true },
    { id: 'deck', questionType: 'file', label: t('Pitch deck', 'Pitch deck', 'العرض التقديمي') },
    {
      id: 'video',
      questionType: 'video',
      label: t('A two-minute video', 'Une vidéo de deux minutes', 'فيديو مدته دقيقتان'),
    },
    {
      id: 'guide',
      questionType: 'external',
      label: t('Programme guide', 'Guide du programme', 'دليل البرنامج'),
      url: 'https://example.org/spring-accelerator',
    },
  ];
  if (customFieldId) {
    questions.push({
      id: 'languages',
      questionType: 'custom_field',
      behavesAs: 'select_checkbox',
      customFieldId,
      label: t('Languages spoken', 'Langues parlées', 'اللغات المحكية'),
    });
  }
  return questions;
}

/** The demo evaluation form: scored questions in two sections. */
export function evaluationQuestions(): FormQuestion[] {
  const scale = (id: string, label: string): FormQuestion => ({
    id,
    questionType: 'number_scale',
    label: [{ language: 'en', value: label }],
    validations: { required: true, min: 1, max: 5 },
  });
  const en = (value: string) => [{ language: 'en', value }];
  return [
    { id: 'team_section', questionType: 'section', label: en('Team') },
    scale('team_fit', 'Founder–market fit'),
    {
      id: 'team_complete',
      questionType: 'select_radio',
      label: en('Is the team complete?'),
      validations: { required: true },
      options: [
        { value: 'yes', labels: en('Yes'), numericalValue: 3 },
        { value: 'partly', labels: en('Partly'), numericalValue: 1 },
        { value: 'no', labels: en('No'), numericalValue: 0 },
      ],
    },
    { id: 'market_section', questionType: 'section', label: en('Market') },
    scale('market_size', 'Market size'),
    scale('traction', 'Traction'),
    { id: 'comment', questionType: 'text_long', label: en('Comments for the committee') },
  ];
}

const SAMPLE_ANSWERS: FormAnswers[] = [
  {
    name: 'Helio Labs',
    pitch: 'Solar-powered cold storage for smallholder farmers.',
    phone: '+33 6 12 34 56 78',
    stage: { values: ['seed'] },
    raised: 250000,
    founders: 2,
    employees: 4,
    sector: { values: ['climate'] },
    commitment: 5,
  },
  {
    name: 'Carebot',
    pitch: 'A companion robot that reminds elderly people to take their medicine.',
    phone: '+49 30 901820',
    stage: { values: ['prototype'] },
    founders: 3,
    employees: 0,
    sector: { values: ['health'] },
    commitment: 4,
  },
  {
    name: 'Ledgerly',
    pitch: 'Bookkeeping for market traders, by voice, in twelve languages.',
    phone: '+212 6 61 23 45 67',
    stage: { values: ['idea'] },
    founders: 1,
    sector: { values: ['other'], writeIn: 'Retail' },
    commitment: 2,
  },
];

/** An intake form shared publicly (with a few answers) and an evaluation form; skipped when forms exist. */
export async function seedForms(db: Db, incubatorId: string, adminId: string): Promise<void> {
  const existing = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.kind, 'intake')));
  if (existing.length > 0) return;
  const [languagesField] = await db
    .select({ id: customFields.id })
    .from(customFields)
    .where(
      and(
        eq(customFields.incubatorId, incubatorId),
        eq(customFields.entityKind, 'user'),
        eq(customFields.fieldType, 'select_checkbox'),
      ),
    );
  const intake = intakeQuestions(languagesField?.id ?? null);
  const intakeId = newId();
  const evaluationId = newId();
  await db.insert(forms).values([
    {
      incubatorId,
      id: intakeId,
      baseId: intakeId,
      kind: 'intake',
      title: 'Spring Accelerator application',
      description: 'The application form of the spring programme.',
      tags: ['spring', 'applications'],
      languages: ['en', 'fr', 'ar'],
      questions: intake,
      shareId: newId(),
      audience: 'PUBLIC',
      createdBy: adminId,
      updatedBy: adminId,
    },
    {
      incubatorId,
      id: evaluationId,
      baseId: evaluationId,
      kind: 'evaluation',
      title: 'Selection committee scorecard',
      tags: ['selection'],
      languages: ['en'],
      questions: evaluationQuestions(),
      shareId: newId(),
      audience: 'NONE',
      createdBy: adminId,
      updatedBy: adminId,
    },
  ]);
  const sheets = SAMPLE_ANSWERS.map((given, index) => {
    const { answers, errors } = validateFormAnswers(intake, given, { roleType: null });
    if (errors.length > 0) throw new Error(`Demo answers do not fit the demo form: ${errors[0]?.message}`);
    const score = scoreAnswers(intake, answers);
    return {
      incubatorId,
      id: newId(),
      formId: intakeId,
      baseId: intakeId,
      respondentEmail: `applicant${index + 1}@example.org`,
      status: 'submitted',
      answers,
      language: 'en',
      score: score.max > 0 ? score.score : null,
      maxScore: score.max > 0 ? score.max : null,
      sectionScores: score.sections,
      submittedAt: new Date(Date.now() - (index + 1) * 86_400_000),
    };
  });
  await db.insert(formResponses).values(sheets);
}
