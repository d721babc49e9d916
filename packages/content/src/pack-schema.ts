/** The YAML format of a content pack, as zod schemas, and the pack it reads into. */
import { pincode } from '@koran-kids/input/forms/pincode';
import { z } from 'zod';

const text = z.string().trim().min(1, 'must not be empty');
const bilingual = z.strictObject({ nl: text, en: text });
const vimeoUrl = z
  .string()
  .regex(/^https:\/\/(player\.)?vimeo\.com\/.+/, 'must be a https://vimeo.com/… address')
  .nullable()
  .default(null);
const key = z.string().regex(/^[a-z0-9-]+$/, 'must hold only a-z, 0-9 and -');
const isoDateTime = z.coerce.date();

export const courseSchema = z.strictObject({
  slug: key,
  name: bilingual,
  course_type: z.string().regex(/^[A-Z_]+$/),
  max_profiles_count: z.number().int().min(1).max(12),
  semi_stream: z.boolean().default(false),
  has_achievements: z.boolean().default(true),
  course_group: z.strictObject({ slug: key, name: bilingual }),
  /** More groups of the course, e.g. one per class; families join `course_group`, staff are assigned to any. */
  other_course_groups: z.array(z.strictObject({ slug: key, name: bilingual })).default([]),
  introduction: z.strictObject({ title: bilingual, text: bilingual, vimeo_url: vimeoUrl }),
});

const quizQuestionSchema = z
  .strictObject({
    question: bilingual,
    options: z.array(bilingual).min(2).max(4),
    answer: z.number().int().min(0),
  })
  .refine((question) => question.answer < question.options.length, {
    message: 'answer must be the index of one of the options',
    path: ['answer'],
  });

export const lessonSchema = z.strictObject({
  sequence: z.number().int().min(1),
  surah: z.number().int().min(1).max(114),
  name: bilingual,
  label: bilingual,
  description: bilingual,
  content: bilingual,
  tips: bilingual,
  vimeo_url: vimeoUrl,
  /** Optional: per verse, in order, a pronunciation a child can read (Tanzil's transliteration is the fallback). */
  pronunciation: z.array(bilingual).optional(),
  words: z.array(z.strictObject({ word: text, meaning: bilingual })).min(5, 'a lesson needs at least 5 words'),
  quiz: z.array(quizQuestionSchema).min(4, 'a quiz needs at least 4 questions'),
});

export const dictionarySchema = z
  .array(z.strictObject({ character: z.string().length(1), name: bilingual, word: text, meaning: bilingual }))
  .min(1);
export const weeklyFactsSchema = z
  .array(z.strictObject({ sequence: z.number().int().min(1), message: bilingual }))
  .min(1);
export const notificationsSchema = z.array(
  z.strictObject({
    key,
    created_at: isoDateTime,
    title: bilingual,
    description: bilingual,
    // The last day it is shown (YYYY-MM-DD), for an announcement about a date.
    show_until: z.iso.date().optional(),
  }),
);
export const recitationsSchema = z.array(
  z.strictObject({ key, surah: z.number().int().min(1).max(114), title: bilingual, vimeo_url: vimeoUrl }),
);
export const personalDevelopmentsSchema = z.array(
  z.strictObject({
    key,
    chapter: z.number().int().min(1),
    title: bilingual,
    subtitle: bilingual,
    text: bilingual,
    vimeo_url: vimeoUrl,
    attachment: key.optional(),
  }),
);
export const downloadsSchema = z.array(
  z.strictObject({
    key,
    created_at: isoDateTime,
    filename: z.strictObject({
      nl: z.string().regex(/^[a-z0-9-]+\.pdf$/),
      en: z.string().regex(/^[a-z0-9-]+\.pdf$/),
    }),
    title: bilingual,
    intro: bilingual,
    exercises: z.array(bilingual).min(1),
  }),
);
export const finalTestSchema = z.array(
  z.strictObject({ sequence: z.number().int().min(1), question: bilingual, answer: bilingual }),
);
export const familiesSchema = z.array(
  z.strictObject({
    email: z.email(),
    password: z.string().min(8),
    first_name: text,
    last_name: text,
    relation_to_kid: text,
    /** Quoted to keep a leading 0 ("0123"); an unquoted YAML number of 4 to 6 digits is read as its digits. */
    pincode: z.union([pincode, z.number().int().min(1000).max(999_999).transform(String)]),
    subscription: z.strictObject({ starts_in_days: z.number().int(), ends_in_days: z.number().int() }),
    /** A WooCommerce order the subscription came from; its billing holds the contact details. */
    shop_order: z
      .strictObject({
        id: z.number().int().positive(),
        address: text,
        postcode: text,
        city: text,
        phone: text,
      })
      .optional(),
    children: z
      .array(
        z.strictObject({
          username: z.string().regex(/^[A-Za-z0-9_.-]{3,30}$/),
          name: text,
          gender: z.enum(['boy', 'girl']),
          date_of_birth: z.iso.date(),
          avatar: key,
          open_profile: z.boolean().default(false),
        }),
      )
      .max(4),
  }),
);

/** Demo staff for the development sign-in: a teacher or an administrator, and the groups a teacher looks after. */
export const staffSchema = z.array(
  z.strictObject({
    email: z.email(),
    password: z.string().min(8),
    first_name: text,
    last_name: text,
    kind: z.enum(['teacher', 'administrator']),
    groups: z.array(key).default([]),
  }),
);

export type CoursePack = z.infer<typeof courseSchema>;
export type LessonPack = z.infer<typeof lessonSchema>;
export type FamilyPack = z.infer<typeof familiesSchema>[number];
export type StaffPack = z.infer<typeof staffSchema>[number];

export type ContentPack = {
  folder: string;
  course: CoursePack;
  lessons: LessonPack[];
  dictionary: z.infer<typeof dictionarySchema>;
  weeklyFacts: z.infer<typeof weeklyFactsSchema>;
  notifications: z.infer<typeof notificationsSchema>;
  recitations: z.infer<typeof recitationsSchema>;
  personalDevelopments: z.infer<typeof personalDevelopmentsSchema>;
  downloads: z.infer<typeof downloadsSchema>;
  finalTest: z.infer<typeof finalTestSchema>;
  families: FamilyPack[];
  staff: StaffPack[];
};
