import { describe, expect, it } from 'vitest';
import { buildOption, buildQuestion, en } from './form-factories.ts';
import {
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  type FormAnswers,
  type FormAnswerValue,
  type FormFieldType,
  type FormQuestion,
} from './model.ts';
import { FORM_ANSWER_MESSAGES, type FormAnswerErrorCode, validateFormAnswers } from './validate.ts';

const choices = [buildOption('a'), buildOption('b'), buildOption('other', { isWriteIn: true })];
const tree = [
  buildOption('africa', { children: [buildOption('kenya'), buildOption('senegal')] }),
  buildOption('europe', { children: [buildOption('france', { children: [buildOption('paris')] })] }),
];
const file = { id: 'f1', name: 'deck.pdf', size: 2048 };

/** The question of each field type the table below answers; its id is its type. */
const QUESTION_OF: Record<FormFieldType, FormQuestion> = {
  calculated: buildQuestion('calculated', 'calculated', { formula: '2 * 21' }),
  currency: buildQuestion('currency', 'currency', { validations: { min: 0 } }),
  custom_field: buildQuestion('custom_field', 'custom_field', {
    behavesAs: 'phone',
    customFieldId: crypto.randomUUID(),
  }),
  date: buildQuestion('date', 'date'),
  external: buildQuestion('external', 'external', { url: 'https://example.com/embed' }),
  file: buildQuestion('file', 'file'),
  heading: buildQuestion('heading', 'heading'),
  number: buildQuestion('number', 'number', { validations: { min: 1, max: 10 } }),
  number_scale: buildQuestion('number_scale', 'number_scale', { validations: { min: 0, max: 10, step: 2 } }),
  paragraph: buildQuestion('paragraph', 'paragraph'),
  phone: buildQuestion('phone', 'phone'),
  section: buildQuestion('section', 'section'),
  select_checkbox: buildQuestion('select_checkbox', 'select_checkbox', { options: choices }),
  select_dropdown: buildQuestion('select_dropdown', 'select_dropdown', { options: choices }),
  select_multi_dropdown: buildQuestion('select_multi_dropdown', 'select_multi_dropdown', { options: choices }),
  select_radio: buildQuestion('select_radio', 'select_radio', { options: choices }),
  sub_heading: buildQuestion('sub_heading', 'sub_heading'),
  table: buildQuestion('table', 'table', {
    columns: [
      { id: 'name', label: en('Name'), type: 'text' },
      { id: 'shares', label: en('Shares'), type: 'number' },
    ],
  }),
  text: buildQuestion('text', 'text', { validations: { minLength: 2, maxLength: 10 } }),
  text_link: buildQuestion('text_link', 'text_link'),
  text_long: buildQuestion('text_long', 'text_long'),
  tree_multi: buildQuestion('tree_multi', 'tree_multi', { options: tree }),
  tree_single: buildQuestion('tree_single', 'tree_single', { options: tree }),
  video: buildQuestion('video', 'video'),
};

const validateOne = (question: FormQuestion, value: FormAnswerValue, options = {}) =>
  validateFormAnswers([question], { [question.id]: value }, options);

describe('validateFormAnswers — each field type', () => {
  it('has a question for each of the 24 field types', () => {
    expect(FORM_FIELD_TYPES).toHaveLength(24);
    expect(Object.keys(QUESTION_OF).sort()).toEqual([...FORM_FIELD_TYPES].sort());
  });

  it.each<[FormFieldType, FormAnswerValue, FormAnswerValue]>([
    ['currency', 1250.5, 1250.5],
    ['currency', '99', 99],
    ['custom_field', '+33 6 12 34 56 78', '+33612345678'],
    ['date', ' 2024-02-29 ', '2024-02-29'],
    ['file', { files: [{ ...file, extra: 1 } as never] }, { files: [file] }],
    ['number', 10, 10],
    ['number', '1', 1],
    ['number_scale', 4, 4],
    ['number_scale', 0, 0],
    ['phone', '+33 6 12 34 56 78', '+33612345678'],
    ['phone', '+1 (415) 555-2671', '+14155552671'],
    ['phone', '  +44 20 7946 0958 ', '+442079460958'],
    ['select_checkbox', { values: ['b', 'a', 'b'] }, { values: ['a', 'b'] }],
    ['select_checkbox', { values: ['other', 'a'], writeIn: '  Mine ' }, { values: ['a', 'other'], writeIn: 'Mine' }],
    ['select_dropdown', { values: ['b'], writeIn: 'ignored without the write-in option' }, { values: ['b'] }],
    ['select_multi_dropdown', { values: ['a', 'b'] }, { values: ['a', 'b'] }],
    [
      'select_radio',
      { values: ['other'], writeIn: 'Something else' },
      { values: ['other'], writeIn: 'Something else' },
    ],
    ['table', [{ name: ' Ada ', shares: '40' }], [{ name: 'Ada', shares: 40 }]],
    ['text', '  hello  ', 'hello'],
    ['text_link', 'example.com/pitch', 'https://example.com/pitch'],
    ['text_link', 'http://example.com', 'http://example.com'],
    ['text_link', 'mailto:team@example.com', 'mailto:team@example.com'],
    ['text_long', `${'x'.repeat(5_000)}\n`, 'x'.repeat(5_000)],
    ['tree_multi', { values: ['paris', 'kenya'] }, { values: ['kenya', 'paris'] }],
    ['tree_single', { values: ['senegal'] }, { values: ['senegal'] }],
    ['tree_single', { values: ['europe'] }, { values: ['europe'] }],
    ['video', { url: 'youtube.com/watch?v=1' }, { url: 'https://youtube.com/watch?v=1' }],
    ['video', { file }, { file }],
  ])('%s: keeps %j as %j', (type, value, kept) => {
    const { errors, answers } = validateOne(QUESTION_OF[type], value);
    expect(errors).toEqual([]);
    expect(answers).toEqual({ [type]: kept });
  });

  it.each<[FormFieldType, FormAnswerValue, FormAnswerErrorCode, Record<string, string | number>?]>([
    ['currency', -1, 'numberMin', { min: 0 }],
    ['currency', '12 EUR', 'number'],
    ['custom_field', '12', 'phone'],
    ['date', '2023-02-29', 'date'],
    ['date', '29/02/2024', 'date'],
    ['date', '0999-12-31', 'date'],
    ['date', 20240229, 'date'],
    ['file', { files: Array.from({ length: 11 }, (_, i) => ({ ...file, id: `f${i}` })) }, 'files', { max: 10 }],
    ['file', { files: [{ name: 'no id' } as never] }, 'invalid'],
    ['file', 'deck.pdf', 'invalid'],
    ['number', 0, 'numberMin', { min: 1 }],
    ['number', 11, 'numberMax', { max: 10 }],
    ['number', 'ten', 'number'],
    ['number', { values: ['1'] }, 'number'],
    ['number_scale', 3, 'invalid'],
    ['number_scale', 12, 'numberMax', { max: 10 }],
    ['number_scale', -2, 'numberMin', { min: 0 }],
    ['phone', '12', 'phone'],
    ['phone', '06 12 34 56 78', 'phone'],
    ['phone', 'call me', 'phone'],
    ['phone', 33612345678, 'invalid'],
    ['select_checkbox', { values: ['zzz'] }, 'option'],
    ['select_checkbox', { values: ['other'], writeIn: '  ' }, 'writeIn'],
    ['select_checkbox', 'a', 'invalid'],
    ['select_dropdown', { values: ['a', 'b'] }, 'oneOption'],
    ['select_multi_dropdown', { values: ['a', 'nope'] }, 'option'],
    ['select_radio', { values: ['a', 'b'] }, 'oneOption'],
    ['select_radio', { values: ['other'] }, 'writeIn'],
    ['select_radio', { values: ['other'], writeIn: 'x'.repeat(FORM_LIMITS.text + 1) }, 'textMax', { max: 1000 }],
    ['select_radio', { values: ['other'], writeIn: 'a\u0000b' }, 'storable'],
    ['table', [{ name: 'Ada', shares: 'forty' }], 'cell', { row: 1, column: 'Shares' }],
    ['text', 'x', 'textMin', { min: 2 }],
    ['text', 'x'.repeat(11), 'textMax', { max: 10 }],
    ['text', 'bad\u0000text', 'storable'],
    ['text', '\uD800 lone surrogate', 'storable'],
    ['text', 42, 'invalid'],
    ['text_link', 'not a link', 'url'],
    ['text_link', 'localhost', 'url'],
    ['text_link', 'javascript:alert(1)', 'url'],
    ['text_long', 'x'.repeat(FORM_LIMITS.textLong + 1), 'textMax', { max: FORM_LIMITS.textLong }],
    ['tree_multi', { values: ['asia'] }, 'option'],
    ['tree_single', { values: ['kenya', 'paris'] }, 'oneOption'],
    ['video', { url: 'not a video' }, 'url'],
    ['video', { file: { name: 'clip.mp4' } as never }, 'invalid'],
    ['video', 'youtube.com', 'invalid'],
  ])('%s: refuses %j with %s', (type, value, code, params = {}) => {
    const question = QUESTION_OF[type];
    const { errors, answers } = validateOne(question, value);
    const all = { field: type.toUpperCase(), ...params };
    expect(errors).toEqual([
      { questionId: type, code, params: all, message: expect.stringContaining(type === 'table' ? 'row 1' : '') },
    ]);
    expect(errors[0]?.params).toEqual(all);
    expect(answers).toEqual({});
  });

  it.each(['external', 'heading', 'paragraph', 'section', 'sub_heading'] as const)(
    '%s takes no answer: a value sent is dropped, never refused',
    (type) => {
      const question = { ...QUESTION_OF[type], validations: { required: true } };
      expect(validateOne(question, 'anything')).toEqual({ errors: [], answers: {} });
      expect(validateOne(question, null)).toEqual({ errors: [], answers: {} });
    },
  );

  it('calculated: keeps the computed value and ignores the one sent', () => {
    expect(validateOne(QUESTION_OF.calculated, 7)).toEqual({ errors: [], answers: { calculated: 42 } });
    const missing = buildQuestion('missing', 'calculated', { formula: '{x} + 1', validations: { required: true } });
    expect(validateFormAnswers([buildQuestion('x', 'number'), missing], {})).toEqual({
      errors: [],
      answers: { missing: null },
    });
  });
});

describe('validateFormAnswers — messages', () => {
  it.each<[FormAnswerErrorCode, FormQuestion, FormAnswerValue, string]>([
    ['required', buildQuestion('q', 'text', { validations: { required: true } }), null, 'Q is a required field'],
    ['phone', QUESTION_OF.phone, '12', 'PHONE is not a valid phone number'],
    ['date', QUESTION_OF.date, 'tomorrow', 'DATE must be a date (yyyy-MM-dd)'],
    ['number', QUESTION_OF.number, 'x', 'NUMBER must be a number'],
    ['numberMin', QUESTION_OF.number, 0, 'NUMBER must be greater than or equal to 1'],
    ['numberMax', QUESTION_OF.number, 11, 'NUMBER must be less than or equal to 10'],
    ['textMin', QUESTION_OF.text, 'x', 'TEXT must be greater than or equal to 2 characters'],
    ['textMax', QUESTION_OF.text, 'x'.repeat(11), 'TEXT must be less than or equal to 10 characters'],
    ['url', QUESTION_OF.text_link, 'nope', 'TEXT_LINK is not a valid url'],
    ['option', QUESTION_OF.select_radio, { values: ['z'] }, 'SELECT_RADIO: choose one of the options'],
    ['oneOption', QUESTION_OF.select_radio, { values: ['a', 'b'] }, 'SELECT_RADIO: choose only one option'],
    ['writeIn', QUESTION_OF.select_radio, { values: ['other'] }, 'SELECT_RADIO: write your other answer'],
    ['storable', QUESTION_OF.text, 'a\u0000', 'TEXT contains a character that is not allowed'],
    ['invalid', QUESTION_OF.video, 'x', 'Invalid field'],
    ['files', QUESTION_OF.file, { files: Array(11).fill(file) }, 'FILE takes at most 10 files'],
  ])('%s reads "%s"', (code, question, value, message) => {
    expect(validateOne(question, value).errors).toEqual([expect.objectContaining({ code, message })]);
  });

  it('names the question in the language asked, else in English, else "This question"', () => {
    const question = buildQuestion('q', 'number', {
      label: [
        { language: 'en', value: 'Age' },
        { language: 'fr', value: 'Âge' },
      ],
    });
    expect(validateOne(question, 'x', { language: 'fr' }).errors[0]?.message).toBe('Âge must be a number');
    expect(validateOne(question, 'x', { language: 'de' }).errors[0]?.message).toBe('Age must be a number');
    expect(validateOne({ ...question, label: [] }, 'x').errors[0]?.message).toBe('This question must be a number');
  });

  it('has a message for every code', () => {
    for (const [code, message] of Object.entries(FORM_ANSWER_MESSAGES)) expect(message, code).not.toBe('');
  });
});

describe('validateFormAnswers — required, hidden and drafts', () => {
  const required = (type: FormFieldType, extra: Partial<FormQuestion> = {}) =>
    ({
      ...QUESTION_OF[type],
      ...extra,
      validations: { ...QUESTION_OF[type].validations, required: true },
    }) as FormQuestion;

  it.each<[FormFieldType, FormAnswerValue | undefined]>([
    ['text', undefined],
    ['text', null],
    ['text', '   '],
    ['number', null],
    ['select_checkbox', { values: [] }],
    ['select_radio', { values: [], writeIn: 'a write-in without its option' }],
    ['file', { files: [] }],
    ['video', { url: ' ' }],
    ['video', {} as never],
    ['table', []],
    ['table', [{ name: ' ', shares: null }, {}]],
  ])('%s: %j is missing a required answer', (type, value) => {
    const given: FormAnswers = value === undefined ? {} : { [type]: value };
    const { errors, answers } = validateFormAnswers([required(type)], given);
    expect(errors.map((e) => [e.questionId, e.code])).toEqual([[type, 'required']]);
    expect(answers).toEqual({});
    expect(validateFormAnswers([required(type)], given, { draft: true })).toEqual({ errors: [], answers: {} });
  });

  it('still refuses wrong answers in a draft', () => {
    expect(validateOne(required('phone'), '12', { draft: true }).errors.map((e) => e.code)).toEqual(['phone']);
  });

  it('neither requires nor keeps the answers of questions hidden by a condition', () => {
    const gate = buildQuestion('gate', 'select_radio', { options: [buildOption('yes'), buildOption('no')] });
    const detail = buildQuestion('detail', 'phone', {
      validations: { required: true },
      dependency: {
        operator: 'and',
        statements: [{ action: 'show', questionId: 'gate', operator: 'equals', values: ['yes'] }],
      },
    });
    expect(validateFormAnswers([gate, detail], { gate: { values: ['no'] }, detail: 'not even a phone' })).toEqual({
      errors: [],
      answers: { gate: { values: ['no'] } },
    });
    expect(validateFormAnswers([gate, detail], { gate: { values: ['yes'] } }).errors.map((e) => e.code)).toEqual([
      'required',
    ]);
  });

  it('requires a question when its require condition holds', () => {
    const amount = buildQuestion('amount', 'currency');
    const reason = buildQuestion('reason', 'text_long', {
      dependency: {
        operator: 'or',
        statements: [{ action: 'require', questionId: 'amount', operator: 'greaterThan', values: ['10000'] }],
      },
    });
    expect(validateFormAnswers([amount, reason], { amount: 50_000 }).errors).toEqual([
      { questionId: 'reason', code: 'required', params: { field: 'REASON' }, message: 'REASON is a required field' },
    ]);
    expect(validateFormAnswers([amount, reason], { amount: 500 }).errors).toEqual([]);
  });

  it('neither requires nor keeps questions the role cannot see, and keeps them for the roles that can', () => {
    const note = buildQuestion('note', 'text', { visibleTo: ['Admin'], validations: { required: true } });
    expect(validateOne(note, 'internal', { roleType: 'Applicant' })).toEqual({ errors: [], answers: {} });
    expect(validateOne(note, null, { roleType: null })).toEqual({ errors: [], answers: {} });
    expect(validateOne(note, 'internal', { roleType: 'Admin' })).toEqual({ errors: [], answers: { note: 'internal' } });
    expect(validateOne(note, null, { roleType: 'Admin' }).errors.map((e) => e.code)).toEqual(['required']);
  });

  it('drops answers to questions that are not on the form', () => {
    expect(validateFormAnswers([QUESTION_OF.text], { text: 'hello', stranger: 'x' }).answers).toEqual({
      text: 'hello',
    });
  });

  it('reports every wrong answer of the sheet, in question order', () => {
    const { errors } = validateFormAnswers([QUESTION_OF.phone, QUESTION_OF.date, QUESTION_OF.text], {
      text: 'x',
      phone: '12',
      date: 'soon',
    });
    expect(errors.map((e) => [e.questionId, e.code])).toEqual([
      ['phone', 'phone'],
      ['date', 'date'],
      ['text', 'textMin'],
    ]);
  });
});

describe('validateFormAnswers — number scales', () => {
  it.each<[string, FormQuestion['validations'], number, FormAnswerErrorCode | null]>([
    ['the default scale 1–5 takes 1', null, 1, null],
    ['the default scale 1–5 takes 5', null, 5, null],
    ['the default scale 1–5 refuses 0', null, 0, 'numberMin'],
    ['the default scale 1–5 refuses 6', null, 6, 'numberMax'],
    ['the default scale refuses 2.5', null, 2.5, 'invalid'],
    ['steps of 5 from 0 take 15', { min: 0, max: 100, step: 5 }, 15, null],
    ['steps of 5 from 0 refuse 12', { min: 0, max: 100, step: 5 }, 12, 'invalid'],
    ['steps of 2 from 1 take 7', { min: 1, max: 9, step: 2 }, 7, null],
    ['steps of 2 from 1 refuse 4', { min: 1, max: 9, step: 2 }, 4, 'invalid'],
    ['steps of 0.5 take 2.5', { min: 1, max: 5, step: 0.5 }, 2.5, null],
    ['steps of 0.1 take 0.3', { min: 0, max: 1, step: 0.1 }, 0.3, null],
    ['steps of 0.1 take 0.7', { min: 0, max: 1, step: 0.1 }, 0.7, null],
    ['steps of 0.1 refuse 0.35', { min: 0, max: 1, step: 0.1 }, 0.35, 'invalid'],
  ])('%s', (_name, validations, value, code) => {
    const question = buildQuestion('scale', 'number_scale', { validations });
    const { errors, answers } = validateOne(question, value);
    expect(errors.map((e) => e.code)).toEqual(code ? [code] : []);
    expect(answers).toEqual(code ? {} : { scale: value });
  });
});

describe('validateFormAnswers — tables', () => {
  const table = buildQuestion('cap', 'table', {
    label: en('Cap table'),
    validations: { minRows: 1, maxRows: 3 },
    columns: [
      { id: 'name', label: en('Name'), type: 'text' },
      { id: 'shares', label: en('Shares'), type: 'number' },
      { id: 'since', label: en('Since'), type: 'date' },
      {
        id: 'kind',
        label: en('Kind'),
        type: 'select_dropdown',
        options: [buildOption('founder'), buildOption('investor')],
      },
    ],
  });

  it('keeps typed cells, fills missing cells with null and ignores blank rows and unknown cells', () => {
    const { errors, answers } = validateOne(table, [
      { name: 'Ada', shares: '60.5', since: '2020-01-31', kind: 'founder', secret: 'dropped' },
      { name: '  ', shares: null },
      {},
      { shares: 40 },
    ]);
    expect(errors).toEqual([]);
    expect(answers.cap).toEqual([
      { name: 'Ada', shares: 60.5, since: '2020-01-31', kind: 'founder' },
      { name: null, shares: 40, since: null, kind: null },
    ]);
  });

  it.each<[string, FormAnswerValue, FormAnswerErrorCode, Record<string, string | number>]>([
    ['a number cell that is not a number', [{ shares: '1,000' }], 'cell', { row: 1, column: 'Shares' }],
    ['a date cell that is not a day', [{ name: 'Ada' }, { since: '2020-13-01' }], 'cell', { row: 2, column: 'Since' }],
    ['a select cell with an unknown option', [{ kind: 'employee' }], 'cell', { row: 1, column: 'Kind' }],
    ['a text cell that is too long', [{ name: 'x'.repeat(1_001) }], 'cell', { row: 1, column: 'Name' }],
    ['a text cell that cannot be stored', [{ name: 'a\u0000' }], 'cell', { row: 1, column: 'Name' }],
    ['more rows than allowed', [{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }], 'rowsMax', { max: 3 }],
  ])('refuses %s', (_name, value, code, params) => {
    const { errors, answers } = validateOne(table, value);
    expect(errors.map((e) => [e.code, e.params])).toEqual([[code, { field: 'Cap table', ...params }]]);
    expect(answers).toEqual({});
  });

  it('refuses fewer rows than needed, blank rows not counted', () => {
    const twoRows = { ...table, validations: { minRows: 2 } };
    const { errors } = validateOne(twoRows, [{ name: '' }, { shares: ' ' }, { name: 'a' }]);
    expect(errors.map((e) => [e.code, e.message])).toEqual([['rowsMin', 'Cap table needs at least 2 rows']]);
  });

  it('numbers the rows as the person sees them, blank rows included', () => {
    const { errors } = validateOne(table, [{}, { name: 'Ada' }, { shares: 'many' }]);
    expect(errors[0]?.message).toBe('Cap table, row 3: Shares is not valid');
  });

  it('names the column in the language asked', () => {
    const french = {
      ...table,
      columns: table.columns!.map((c) =>
        c.id === 'shares' ? { ...c, label: [...c.label, { language: 'fr', value: 'Parts' }] } : c,
      ),
    };
    expect(validateOne(french, [{ shares: 'x' }], { language: 'fr' }).errors[0]?.params.column).toBe('Parts');
  });

  it('caps the rows at the table limit even when maxRows says more', () => {
    const big = { ...table, validations: { maxRows: 10_000 } };
    const rows = Array.from({ length: FORM_LIMITS.tableRows + 1 }, (_, i) => ({ name: `n${i}` }));
    expect(validateOne(big, rows).errors.map((e) => e.params.max)).toEqual([FORM_LIMITS.tableRows]);
  });
});

describe('validateFormAnswers — files and videos', () => {
  it('refuses a file larger than the limit, in MB', () => {
    const { errors } = validateOne(
      QUESTION_OF.file,
      { files: [{ ...file, size: 6 * 1024 * 1024 }] },
      {
        maxFileSize: 5 * 1024 * 1024,
      },
    );
    expect(errors.map((e) => [e.code, e.params.max, e.message])).toEqual([
      ['fileSize', 5, 'FILE: a file is larger than 5 MB'],
    ]);
  });

  it('drops a video whose url is not text, without throwing', () => {
    expect(validateOne(QUESTION_OF.video, { url: 42 } as never)).toEqual({ errors: [], answers: {} });
    expect(validateOne(QUESTION_OF.video, { url: 42, file } as never).errors.map((e) => e.code)).toEqual(['invalid']);
  });

  it('asks again for a write-in that is not text, without throwing', () => {
    const value = { values: ['other'], writeIn: 42 } as never;
    expect(validateOne(QUESTION_OF.select_radio, value).errors.map((e) => e.code)).toEqual(['writeIn']);
  });
});

describe('validateFormAnswers — custom fields', () => {
  const customField = (behavesAs: FormFieldType) =>
    buildQuestion('cf', 'custom_field', { behavesAs, options: choices });

  it.each<[FormFieldType, FormAnswerValue, FormAnswerValue]>([
    ['text_link', 'example.org', 'https://example.org'],
    ['number', '7', 7],
    ['select_radio', { values: ['a'] }, { values: ['a'] }],
  ])('behaving as %s keeps %j as %j', (behavesAs, value, kept) => {
    expect(validateOne(customField(behavesAs), value)).toEqual({ errors: [], answers: { cf: kept } });
  });

  it.each<[FormFieldType, FormAnswerValue, FormAnswerErrorCode]>([
    ['select_radio', { values: ['x'] }, 'option'],
    ['date', '2024-13-01', 'date'],
    ['number', 'seven', 'number'],
  ])('behaving as %s refuses %j with %s', (behavesAs, value, code) => {
    expect(validateOne(customField(behavesAs), value).errors.map((e) => e.code)).toEqual([code]);
  });
});

describe('validateFormAnswers — size', () => {
  it('validates a form of 300 questions quickly', () => {
    const types: FormFieldType[] = [
      'text',
      'number',
      'phone',
      'select_checkbox',
      'date',
      'text_link',
      'table',
      'calculated',
    ];
    const questions: FormQuestion[] = [];
    const given: FormAnswers = {};
    for (let i = 0; i < 300; i++) {
      const type = types[i % types.length]!;
      const id = `q${i}`;
      const base = { ...QUESTION_OF[type], id, label: en(`Question ${i}`) };
      if (type === 'calculated') base.formula = `{q${i - 6}} * 2 + 1`;
      if (i > 0 && i % 5 === 0) {
        base.dependency = {
          operator: 'or',
          statements: [
            { action: 'show', questionId: `q${i - 1}`, operator: 'notEquals', values: ['nothing'] },
            {
              operator: 'and',
              statements: [{ action: 'require', questionId: 'q0', operator: 'contains', values: ['h'] }],
            },
          ],
        };
      }
      questions.push(base);
      given[id] = {
        text: 'hello',
        number: 5,
        phone: '+33 6 12 34 56 78',
        select_checkbox: { values: ['a', 'other'], writeIn: 'mine' },
        date: '2024-01-01',
        text_link: 'example.com',
        table: [{ name: 'Ada', shares: 3 }],
        calculated: null,
      }[type as string] as FormAnswerValue;
    }
    const started = performance.now();
    const { errors, answers } = validateFormAnswers(questions, given);
    console.log(`validated 300 questions in ${(performance.now() - started).toFixed(1)} ms`);
    expect(errors).toEqual([]);
    expect(Object.keys(answers)).toHaveLength(300);
    expect(answers.q7).toBe(11);
    expect(answers.q295).toBe(11);
  });
});

describe('tables without qUserAddRow', () => {
  it('accept their fixed rows and refuse more', async () => {
    const { validateFormAnswers } = await import('./validate.ts');
    const table = {
      id: 't',
      questionType: 'table' as const,
      label: [{ language: 'en', value: 'Team' }],
      validations: { minRows: 2 },
      columns: [{ id: 'who', label: [{ language: 'en', value: 'Name' }], type: 'text' as const }],
    };
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ who: `P${i}` }));
    expect(validateFormAnswers([table], { t: rows(2) }, { userAddRows: false }).errors).toEqual([]);
    expect(validateFormAnswers([table], { t: rows(3) }, { userAddRows: false }).errors.map((e) => e.message)).toEqual([
      'Team has at most 2 rows',
    ]);
    expect(validateFormAnswers([table], { t: rows(3) }).errors).toEqual([]);
  });
});
