// Over 300 lines: drizzle-kit reads every table from this one file; the sections below follow the product's areas.

import { LANGUAGES, type Language } from '@koran-kids/i18n/languages';
import { FAVOURITE_FIELDS, type FavouriteField } from '@koran-kids/input/forms/favourites';
import { HOMEWORK_TASKS } from '@koran-kids/input/forms/homework';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A text the institute writes, held in both interface languages (DECISIONS: Content). */
export type Bilingual = { nl: string; en: string };
/** A verse translation: English from quran-json always, Dutch only when imported. */
export type VerseTranslation = { en: string; nl?: string };

export const CONTENT_KINDS = ['DICTIONARY', 'LESSON', 'QUIZ', 'SOERAH', 'TRANSLATION'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const OWNER_KINDS = ['LESSON', 'PARENT', 'TEACHER'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];
export const FINAL_STEPS = ['FINAL_TEST', 'FINAL_MESSAGE', 'CERTIFICATE'] as const;
export type FinalStep = (typeof FINAL_STEPS)[number];
export const GENDERS = ['boy', 'girl'] as const;
export type Gender = (typeof GENDERS)[number];
/** The institute's staff: a teacher reads and answers its groups' children, an administrator runs the course. */
export const STAFF_KINDS = ['teacher', 'administrator'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];
/** The texts a child addresses to the teacher. */
export const TEACHER_TEXT_KINDS = ['ABOUT_ME', 'FINAL_MESSAGE'] as const;
export type TeacherTextKind = (typeof TEACHER_TEXT_KINDS)[number];
/** Who a signed-in browser acts as: the family, or (for staff) the institute. */
export const SESSION_ROLES = ['family', 'staff'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];
/** An announcement or weekly fact: written but not shown, shown from its publication day, or taken back. */
/** What a content source gives the course (the credits page groups by it). */
export const CONTENT_SOURCE_KINDS = [
  'quran-text',
  'transliteration',
  'translation',
  'recitation',
  'word-timings',
  'font',
] as const;
export type ContentSourceKind = (typeof CONTENT_SOURCE_KINDS)[number];

export const PUBLICATION_STATES = ['draft', 'published', 'withdrawn'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export type QuizQuestion = { question: Bilingual; options: Bilingual[]; answer: number };

/** What homework asks of a child about its passage (a lesson's surah). */
export type HomeworkTask = (typeof HOMEWORK_TASKS)[number];
/** How homework was handed in: the child's own recording, or its parent saying they did it together. */
export const HAND_IN_KINDS = ['RECORDING', 'TOGETHER'] as const;
export type HandInKind = (typeof HAND_IN_KINDS)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const bilingual = (name: string) => jsonb(name).$type<Bilingual>();
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
const hasBothLanguages = (column: string) =>
  sql.raw(`jsonb_typeof(${column}) = 'object' and ${column} ? 'nl' and ${column} ? 'en'`);

// ── Families ────────────────────────────────────────────────────────────────

/** A parent: one per sign-in identity. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oidcIssuer: text('oidc_issuer').notNull(),
    oidcSubject: text('oidc_subject').notNull(),
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** The provider said the e-mail is the parent's; only then may the e-mail claim a shop order. */
    emailVerified: boolean('email_verified').notNull().default(false),
    relationToKid: text('relation_to_kid'),
    /** The staff kind the sign-in provider's role claim gave at the last sign-in (docs/deploying.md), or null. */
    staffClaimKind: text('staff_claim_kind').$type<StaffKind>(),
    /** The weekly letter's language: the parent's choice in the account (Dutch until chosen). */
    language: text('language').$type<Language>().notNull().default('nl'),
    /** The weekly letter by e-mail: on until the parent turns it off (in the account or by the letter's link). */
    weeklyLetter: boolean('weekly_letter').notNull().default(true),
    /** The weekly letter's unsubscribe link, which works without signing in: random, made with the first letter. */
    letterToken: text('letter_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_identity_unique').on(table.oidcIssuer, table.oidcSubject),
    index('users_email_lower_index').on(sql`lower(${table.email})`),
    // The staff's subscription search: a part of an e-mail or of a parent's name (pg_trgm; families.service.ts).
    index('users_email_trigram_index').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('users_name_trigram_index').using(
      'gin',
      sql`lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
    check('users_staff_claim_kind', inList('staff_claim_kind', STAFF_KINDS)),
    check('users_language', inList('language', LANGUAGES)),
    uniqueIndex('users_letter_token_unique').on(table.letterToken),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: bilingual('name').notNull(),
    courseType: text('course_type').notNull(),
    maxProfilesCount: integer('max_profiles_count').notNull(),
    semiStream: boolean('semi_stream').notNull().default(false),
    hasAchievements: boolean('has_achievements').notNull().default(true),
    introduction: jsonb('introduction').$type<{ title: Bilingual; text: Bilingual; vimeoUrl: string | null }>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('courses_slug_unique').on(table.slug),
    check('courses_max_profiles_positive', sql`${table.maxProfilesCount} > 0`),
    check('courses_name_bilingual', hasBothLanguages('name')),
  ],
);

export const courseGroups = pgTable(
  'course_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: bilingual('name').notNull(),
  },
  (table) => [uniqueIndex('course_groups_slug_unique').on(table.slug)],
);

export const subscriptionConfigs = pgTable(
  'subscription_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    maxProfileCount: integer('max_profile_count').notNull(),
  },
  (table) => [
    uniqueIndex('subscription_configs_max_unique').on(table.maxProfileCount),
    check('subscription_configs_max_positive', sql`${table.maxProfileCount} > 0`),
  ],
);

/** A WooCommerce shop order; its raw payload also holds the family's contact details. */
export const wpOrders = pgTable(
  'wp_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').notNull(),
    rawPayload: jsonb('raw_payload').$type<Record<string, unknown>>().notNull(),
    /** Days this order added to a subscription; null while it added none, 0 once a refund took them back (final). */
    grantedDays: integer('granted_days'),
    /** The shop's `date_modified` of the newest delivery applied: an older delivery changes nothing. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    /** The shop's delivery id of that delivery, to trace it in the shop's webhook log. */
    deliveryId: text('delivery_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('wp_orders_email_lower_index').on(sql`lower(${table.email})`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while a shop subscription waits for its parent's first sign-in with `email`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The shop customer's e-mail, for a subscription bought before the parent signed in. */
    email: text('email'),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    courseGroupId: integer('course_group_id').references(() => courseGroups.id, { onDelete: 'set null' }),
    subscriptionConfigId: integer('subscription_config_id')
      .notNull()
      .references(() => subscriptionConfigs.id, { onDelete: 'restrict' }),
    wpOrderId: bigint('wp_order_id', { mode: 'number' }).references(() => wpOrders.id, { onDelete: 'set null' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_course_unique').on(table.userId, table.courseId),
    uniqueIndex('subscriptions_unclaimed_email_course_unique')
      .on(sql`lower(${table.email})`, table.courseId)
      .where(sql`${table.userId} is null`),
    // A group's families (the teacher's pages), and those without one, who belong to their course's first group.
    index('subscriptions_course_group_index').on(table.courseGroupId),
    index('subscriptions_email_trigram_index').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    // The staff's list and export, ending soonest first, a page or batch at a time from where the last ended.
    index('subscriptions_ends_on_index').on(table.endsOn, table.id),
    index('subscriptions_ungrouped_course_index').on(table.courseId).where(sql`${table.courseGroupId} is null`),
    check('subscriptions_period_order', sql`${table.endsOn} >= ${table.startsOn}`),
    check('subscriptions_owner', sql`${table.userId} is not null or ${table.email} is not null`),
  ],
);

/** A child profile. */
export const usersChildren = pgTable(
  'users_children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Look-alike usernames share this key (@koran-kids/input usernameKey); null only for rows from before it. */
    usernameKey: text('username_key'),
    name: text('name').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    avatar: text('avatar').notNull(),
    contentKey: text('content_key'),
    openProfile: boolean('open_profile').notNull().default(false),
    /** The parents' setting: off closes the friend search and requests for this child, whatever open_profile says. */
    mayMakeFriends: boolean('may_make_friends').notNull().default(true),
    /** The parents' setting: the child may send its own recitations to the teacher (off by default). */
    maySendRecordings: boolean('may_send_recordings').notNull().default(false),
    /** "Ruim lezen": larger, wider-spaced Arabic and a Latin font made for reading, set by the child or a parent. */
    spaciousReading: boolean('spacious_reading').notNull().default(false),
    /** The parents' revision plan: minutes a day at most, and on how many days a week (a goal, never a streak). */
    revisionMinutesPerDay: integer('revision_minutes_per_day').notNull().default(10),
    revisionDaysPerWeek: integer('revision_days_per_week').notNull().default(5),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_children_username_lower_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_children_username_key_unique').on(table.usernameKey),
    index('users_children_subscription_index').on(table.subscriptionId),
    index('users_children_user_index').on(table.userId),
    // The friend search's pattern match on a part of a name (pg_trgm): open profiles only, as the search reads them.
    // (An index in name order made the planner walk every open profile up to the names that matched.)
    index('users_children_open_name_trigram_index')
      .using('gin', sql`${table.name} gin_trgm_ops`)
      .where(sql`${table.openProfile}`),
    index('users_children_open_username_trigram_index')
      .using('gin', sql`${table.username} gin_trgm_ops`)
      .where(sql`${table.openProfile}`),
    check('users_children_gender', inList('gender', GENDERS)),
    check('users_children_revision_minutes', sql`${table.revisionMinutesPerDay} between 5 and 60`),
    check('users_children_revision_days', sql`${table.revisionDaysPerWeek} between 1 and 7`),
  ],
);

/** A favourite's column: its field name in snake case (favouriteBook → favourite_book). */
export const favouriteColumnName = (field: FavouriteField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** One text column per favourite question, from the one list of them (@koran-kids/input/forms/favourites). */
const favouriteColumns = () =>
  Object.fromEntries(FAVOURITE_FIELDS.map((field) => [field, text(favouriteColumnName(field))])) as {
    [field in FavouriteField]: ReturnType<typeof text>;
  };

export const usersChildDetails = pgTable(
  'users_child_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    aboutMe: text('about_me'),
    aboutMeSentAt: timestamp('about_me_sent_at', { withTimezone: true }),
    finalMessage: text('final_message'),
    finalMessageSentAt: timestamp('final_message_sent_at', { withTimezone: true }),
    /** When a teacher marked the texts read (the staff inbox). */
    aboutMeReadAt: timestamp('about_me_read_at', { withTimezone: true }),
    finalMessageReadAt: timestamp('final_message_read_at', { withTimezone: true }),
    ...favouriteColumns(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_child_details_child_unique').on(table.usersChildId)],
);

// ── Course content ──────────────────────────────────────────────────────────

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    lessonNumber: integer('lesson_number').notNull(),
    surahNumber: integer('surah_number'),
    name: bilingual('name').notNull(),
    label: bilingual('label'),
    description: bilingual('description'),
    content: bilingual('content'),
    tips: bilingual('tips'),
    quiz: jsonb('quiz').$type<QuizQuestion[]>().notNull().default([]),
    image: text('image'),
    vimeoUrl: text('vimeo_url'),
    videoKey: text('video_key'),
    published: boolean('published').notNull().default(true),
    /** Null or false: open to every child; true: opened per child by a parent (DECISIONS: Locks). */
    locked: boolean('locked'),
    /** The lesson as the content pack writes it (FORMAT.md), saved in the staff area and not yet published. */
    draft: jsonb('draft').$type<unknown>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lessons_course_sequence_unique').on(table.courseId, table.sequence),
    check('lessons_name_bilingual', hasBothLanguages('name')),
    check('lessons_quiz_array', sql`jsonb_typeof(${table.quiz}) = 'array'`),
  ],
);

/** Each publish of a lesson (in the staff area or by a content import): what children saw from then on. */
export const lessonVersions = pgTable(
  'lesson_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The lesson as the content pack writes it (FORMAT.md). */
    content: jsonb('content').$type<unknown>().notNull(),
    /** The pack's field names that differ from the version before (empty for the first). */
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was when it happened (a content import from the command line has no user). */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lesson_versions_lesson_version_unique').on(table.lessonId, table.version)],
);

export const verses = pgTable(
  'verses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    surahNumber: integer('surah_number').notNull(),
    ayahNumber: integer('ayah_number').notNull(),
    verse: text('verse').notNull(),
    /** Tanzil's scholarly transliteration, from quran-json. */
    pronunciation: text('pronunciation').notNull(),
    /** A pronunciation a child can read, where the course has one (the lesson's `pronunciation`). */
    simplePronunciation: bilingual('simple_pronunciation'),
    translation: jsonb('translation').$type<VerseTranslation>().notNull(),
    attachmentKey: text('attachment_key'),
    attachmentFilename: text('attachment_filename'),
    /** How long the recitation plays, as read from its audio when it was uploaded; null when not known. */
    recitationDurationMs: integer('recitation_duration_ms'),
    /** When each word (the text split on spaces) is said in the recitation, `[[startMs, endMs], …]`. */
    wordTimings: jsonb('word_timings').$type<[number, number][]>(),
    /** The recitation the timings were made for: they hold only while it is still `attachment_key`. */
    wordTimingsFor: text('word_timings_for'),
  },
  (table) => [uniqueIndex('verses_lesson_sequence_unique').on(table.lessonId, table.sequence)],
);

export const words = pgTable(
  'words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    word: text('word').notNull(),
    meaning: bilingual('meaning').notNull(),
  },
  (table) => [
    uniqueIndex('words_lesson_sequence_unique').on(table.lessonId, table.sequence),
    check('words_meaning_bilingual', hasBothLanguages('meaning')),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    achievementType: text('achievement_type').$type<ContentKind>().notNull(),
    title: bilingual('title').notNull(),
  },
  (table) => [
    uniqueIndex('achievements_lesson_type_unique').on(table.lessonId, table.achievementType),
    check('achievements_type', inList('achievement_type', CONTENT_KINDS)),
  ],
);

/**
 * One row: a new random value each time the course content a child's lesson list shows changes (lessons, their
 * achievements), set by triggers (migration 0012). The API keeps that content per course with the value it was read
 * at, and every read of a child's lessons checks it in the same statement (docs/decisions.md: "The course part of a
 * child's lessons, kept in memory").
 */
export const courseContentVersion = pgTable(
  'course_content_version',
  {
    only: boolean('only').primaryKey().default(true),
    version: uuid('version').notNull().defaultRandom(),
  },
  (table) => [check('course_content_version_one_row', sql`${table.only}`)],
);

export const accomplishedAchievements = pgTable(
  'accomplished_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    userChildId: uuid('user_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('accomplished_achievements_unique').on(table.userChildId, table.achievementId)],
);

export const userLessonProgresses = pgTable(
  'user_lesson_progresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    timeProgress: numeric('time_progress', { mode: 'number' }).notNull().default(0),
    percentage: numeric('percentage', { mode: 'number' }).notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    /** When the lesson was first finished (the group progress per week). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('user_lesson_progresses_unique').on(table.userId, table.lessonId, table.usersChildId),
    // A child's figures from the index alone (a teacher's group of 2,000 is 20,000 rows, each on its own page).
    index('user_lesson_progresses_child_figures_index').on(
      table.usersChildId,
      table.lessonId,
      table.finished,
      table.viewCount,
      table.finishedAt,
    ),
    check('user_lesson_progresses_percentage_range', sql`${table.percentage} between 0 and 100`),
    check('user_lesson_progresses_time_positive', sql`${table.timeProgress} >= 0`),
    check('user_lesson_progresses_views_positive', sql`${table.viewCount} >= 0`),
  ],
);

// ── Revision: what a child learned by heart, planned again (docs/decisions.md: "Revision that plans itself") ──

export const REVISION_GRADES = ['AGAIN', 'HARD', 'GOOD'] as const;
export type RevisionGrade = (typeof REVISION_GRADES)[number];
export const REVISION_GRADERS = ['LEARNED', 'CHILD', 'PARENT', 'TEACHER'] as const;
export type RevisionGrader = (typeof REVISION_GRADERS)[number];

/** A passage (a lesson's surah or part of it) a child learned by heart, with its FSRS memory state: when it is due. */
export const revisionCards = pgTable(
  'revision_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs' State: 0 new, 1 learning, 2 review, 3 relearning; and the (re)learning step it is at. */
    state: integer('state').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('revision_cards_child_lesson_unique').on(table.usersChildId, table.lessonId),
    index('revision_cards_child_due_index').on(table.usersChildId, table.due),
  ],
);

/**
 * Every grade of a passage, the first being its learning ("LEARNED"). The card is these folded through the scheduler,
 * so a corrected grade plans the card again. The id is the device's: a grade sent twice (offline) counts once.
 */
export const revisionReviews = pgTable(
  'revision_reviews',
  {
    id: uuid('id').primaryKey(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => revisionCards.id, { onDelete: 'cascade' }),
    grade: text('grade').$type<RevisionGrade>().notNull(),
    gradedBy: text('graded_by').$type<RevisionGrader>().notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** What recall the scheduler expected just before this review (0..1): the parent's plot. */
    recallBefore: doublePrecision('recall_before'),
    /** A parent's or teacher's grade in place of the child's (null: as the child graded). */
    correctedGrade: text('corrected_grade').$type<RevisionGrade>(),
    correctedBy: text('corrected_by').$type<RevisionGrader>(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('revision_reviews_card_index').on(table.cardId, table.reviewedAt),
    check('revision_reviews_grade', inList('grade', REVISION_GRADES)),
    check('revision_reviews_graded_by', inList('graded_by', REVISION_GRADERS)),
    check(
      'revision_reviews_corrected_grade',
      sql`${table.correctedGrade} is null or ${inList('corrected_grade', REVISION_GRADES)}`,
    ),
  ],
);

/** The family pincode: 4 to 6 digits kept as text, so a leading 0 stays (DECISIONS: Locks and unlocking). */
export const lessonUnlockKeys = pgTable(
  'lesson_unlock_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretKey: text('secret_key').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lesson_unlock_keys_user_unique').on(table.userId),
    check('lesson_unlock_keys_digits', sql`${table.secretKey} ~ '^[0-9]{4,6}$'`),
  ],
);

/** The catalogue of unlockable final steps. */
export const unlockables = pgTable(
  'unlockables',
  {
    type: text('type').$type<FinalStep>().primaryKey(),
    sequence: integer('sequence').notNull(),
  },
  () => [check('unlockables_type', inList('type', FINAL_STEPS))],
);

export const userChildrenUnlockables = pgTable(
  'user_children_unlockables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    type: text('type')
      .$type<FinalStep>()
      .notNull()
      .references(() => unlockables.type, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('user_children_unlockables_unique').on(table.usersChildId, table.type)],
);

// ── Friends and messages ────────────────────────────────────────────────────

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    /** Null while pending, true once the receiver approved. */
    accepted: boolean('accepted'),
    /** A parent of each family approves in the parent area; only then are the children friends. */
    senderParentApprovedAt: timestamp('sender_parent_approved_at', { withTimezone: true }),
    receiverParentApprovedAt: timestamp('receiver_parent_approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('friend_requests_pair_unique').on(
      sql`least(${table.senderId}, ${table.receiverId})`,
      sql`greatest(${table.senderId}, ${table.receiverId})`,
    ),
    index('friend_requests_receiver_index').on(table.receiverId),
    index('friend_requests_sender_index').on(table.senderId),
    check('friend_requests_not_self', sql`${table.senderId} <> ${table.receiverId}`),
    check('friend_requests_accepted_true_or_null', sql`${table.accepted} is null or ${table.accepted}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    from: text('from').$type<OwnerKind>().notNull(),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    opened: boolean('opened').notNull().default(false),
    /** A teacher's reply: the teacher's first name when it was sent, and which of the child's texts it answers. */
    senderName: text('sender_name'),
    repliesTo: text('replies_to').$type<TeacherTextKind>(),
    /** A teacher's answer to one of the child's recordings. */
    recordingId: uuid('recording_id').references((): AnyPgColumn => recordings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_child_created_index').on(table.usersChildId, table.createdAt),
    // A teacher's answers to a recording (the inbox).
    index('messages_recording_index').on(table.recordingId).where(sql`${table.recordingId} is not null`),
    check('messages_from', inList('"from"', OWNER_KINDS)),
    check('messages_replies_to', inList('replies_to', TEACHER_TEXT_KINDS)),
  ],
);

/**
 * A child's own recitation sent to the teacher. Its sound is a file in the course files' storage (`storage_key`, the
 * local folder or the S3 bucket), never in the database; the file goes with the row (docs/decisions.md: The child's
 * own voice, kept as files).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    surahNumber: integer('surah_number').notNull(),
    ayahFrom: integer('ayah_from').notNull(),
    ayahTo: integer('ayah_to').notNull(),
    /** Words of the verse (from 1) when the child recited part of it. */
    wordFrom: integer('word_from'),
    wordTo: integer('word_to'),
    contentType: text('content_type').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Where the sound is kept: `recordings/<child>/<recording>.<webm|ogg|m4a>`. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('recordings_child_created_index').on(table.usersChildId, table.createdAt),
    uniqueIndex('recordings_storage_key_unique').on(table.storageKey),
  ],
);

/**
 * Files of recordings whose rows are gone, still to be removed from storage: filled by a trigger on every delete of a
 * recording (a profile erased, an account closed, the retention rule), emptied by the server (recording-files.ts).
 */
export const recordingFilesToRemove = pgTable('recording_files_to_remove', {
  storageKey: text('storage_key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Homework ────────────────────────────────────────────────────────────────

/** Homework a teacher set: for the whole course group, or for one child of it (`users_child_id`). */
export const homeworkAssignments = pgTable(
  'homework_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    usersChildId: uuid('users_child_id').references(() => usersChildren.id, { onDelete: 'cascade' }),
    /** The passage: a lesson's surah, as the revision has it. */
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    task: text('task').$type<HomeworkTask>().notNull(),
    dueOn: date('due_on').notNull(),
    note: bilingual('note').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('homework_assignments_group_due_index').on(table.courseGroupId, table.dueOn),
    index('homework_assignments_child_index').on(table.usersChildId),
    check('homework_assignments_task', inList('task', HOMEWORK_TASKS)),
    check('homework_assignments_note', hasBothLanguages('note')),
  ],
);

/** A child's homework handed in, and the teacher's grade of it: one per child and assignment. */
export const homeworkHandIns = pgTable(
  'homework_hand_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => homeworkAssignments.id, { onDelete: 'cascade' }),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HandInKind>().notNull(),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0 to 5 stars and a short note from the teacher; the teacher's first name when graded, as a reply keeps it. */
    stars: integer('stars'),
    teacherNote: text('teacher_note'),
    teacherName: text('teacher_name'),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('homework_hand_ins_assignment_child_unique').on(table.assignmentId, table.usersChildId),
    index('homework_hand_ins_child_index').on(table.usersChildId),
    check('homework_hand_ins_kind', inList('kind', HAND_IN_KINDS)),
    check('homework_hand_ins_stars', sql`${table.stars} is null or ${table.stars} between 0 and 5`),
  ],
);

/** The weekly letter a parent was sent (or is being sent): once per parent and week, whichever server copy sends. */
export const weeklyLetters = pgTable(
  'weekly_letters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week the letter tells about. */
    week: date('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('weekly_letters_user_week_unique').on(table.userId, table.week)],
);

// ── Library ─────────────────────────────────────────────────────────────────

export const dictionaryWords = pgTable(
  'dictionary_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    character: text('character').notNull(),
    characterName: bilingual('character_name').notNull(),
    word: text('word').notNull(),
    meaning: bilingual('meaning').notNull(),
  },
  (table) => [
    uniqueIndex('dictionary_words_course_character_unique').on(table.courseId, table.character),
    check('dictionary_words_meaning_bilingual', hasBothLanguages('meaning')),
  ],
);

export const libraryDownloads = pgTable(
  'library_downloads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: bilingual('title').notNull(),
    /** The worksheet as the content pack wrote it (intro, exercises), so the course can be written out as a pack. */
    source: jsonb('source').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('library_downloads_course_key_unique').on(table.courseId, table.key)],
);

export const libraryDownloadsAttachments = pgTable(
  'library_downloads_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    libraryDownloadId: integer('library_download_id')
      .notNull()
      .references(() => libraryDownloads.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    key: text('key').notNull(),
    filename: text('filename').notNull(),
    fileType: text('file_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (table) => [uniqueIndex('library_downloads_attachments_language_unique').on(table.libraryDownloadId, table.language)],
);

export const recitations = pgTable(
  'recitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    courseType: text('course_type').notNull(),
    surahNumber: integer('surah_number'),
    title: bilingual('title').notNull(),
    image: text('image'),
    vimeoUrl: text('vimeo_url'),
  },
  (table) => [uniqueIndex('recitations_course_key_unique').on(table.courseId, table.key)],
);

export const personalDevelopments = pgTable(
  'personal_developments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    chapter: integer('chapter').notNull(),
    title: bilingual('title').notNull(),
    subtitle: bilingual('subtitle'),
    text: bilingual('text'),
    image: text('image'),
    vimeo: text('vimeo'),
    attachmentDownloadId: integer('attachment_download_id').references(() => libraryDownloads.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [uniqueIndex('personal_developments_course_key_unique').on(table.courseId, table.key)],
);

export const weeklyFacts = pgTable(
  'weekly_facts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    message: bilingual('message').notNull(),
    state: text('state').$type<PublicationState>().notNull().default('published'),
    publishOn: date('publish_on').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('weekly_facts_course_sequence_unique').on(table.courseId, table.sequence),
    check('weekly_facts_message_bilingual', hasBothLanguages('message')),
    check('weekly_facts_state', inList('state', PUBLICATION_STATES)),
  ],
);

/** Announcements for a course group. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: bilingual('title').notNull(),
    description: bilingual('description').notNull(),
    state: text('state').$type<PublicationState>().notNull().default('published'),
    /** The day children and parents first see it (once published). */
    publishOn: date('publish_on').notNull().defaultNow(),
    /** The last day it is shown, for an announcement about a date (an evening, a holiday); none: until taken back. */
    showUntil: date('show_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('notifications_group_key_unique').on(table.courseGroupId, table.key),
    index('notifications_group_created_index').on(table.courseGroupId, table.createdAt),
    check('notifications_state', inList('state', PUBLICATION_STATES)),
    check('notifications_title_bilingual', hasBothLanguages('title')),
    check('notifications_description_bilingual', hasBothLanguages('description')),
  ],
);

// ── Final steps ─────────────────────────────────────────────────────────────

export const finalTestQuestions = pgTable(
  'final_test_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    question: bilingual('question').notNull(),
    answer: bilingual('answer').notNull(),
  },
  (table) => [uniqueIndex('final_test_questions_course_sequence_unique').on(table.courseId, table.sequence)],
);

export const finalTestResults = pgTable(
  'final_test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersChildId: uuid('users_child_id')
      .notNull()
      .references(() => usersChildren.id, { onDelete: 'cascade' }),
    finalTestQuestionId: integer('final_test_question_id')
      .notNull()
      .references(() => finalTestQuestions.id, { onDelete: 'cascade' }),
    result: text('result').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('final_test_results_child_question_unique').on(table.usersChildId, table.finalTestQuestionId),
  ],
);

// ── Sign-in, pincode, reviews ───────────────────────────────────────────────

/** A signed-in browser session; the cookie holds only the random id, stored here as a hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idToken: text('id_token'),
    parentAreaUntil: timestamp('parent_area_until', { withTimezone: true }),
    /**
     * When the parent signed in again at the provider to prove they hold the account (a forgotten pincode): the ID
     * token's auth_time of a sign-in that asked for the credentials again. Null for every other sign-in.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    /** Staff who are also parents switch between the two; everyone else stays what they signed in as. */
    actingAs: text('acting_as').$type<SessionRole>().notNull().default('family'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_user_index').on(table.userId),
    index('sessions_expires_index').on(table.expiresAt),
    check('sessions_acting_as', inList('acting_as', SESSION_ROLES)),
  ],
);

/** Requests counted per key (an address, or a session) in the current window, shared by every server copy. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_counters_window_index').on(table.windowStartedAt)],
);

/** A sign-in in progress: what the callback must check (PKCE verifier, nonce), by its state value. */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull().default('/'),
    /** The provider was asked for the credentials again (prompt=login): the parent proves they hold the account. */
    isReauthentication: boolean('is_reauthentication').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('oidc_login_states_created_index').on(table.createdAt)],
);

/** Every pincode try of a family, so the limit holds across restarts and server copies. */
export const pincodeAttempts = pgTable(
  'pincode_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pincode_attempts_user_created_index').on(table.userId, table.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('reviews_user_unique').on(table.userId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

// ── The institute's staff ───────────────────────────────────────────────────

/** Staff granted by the operator command (`npm run admin -- staff grant`), by the e-mail they sign in with. */
export const staffGrants = pgTable(
  'staff_grants',
  {
    email: text('email').primaryKey(),
    kind: text('kind').$type<StaffKind>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('staff_grants_kind', inList('kind', STAFF_KINDS)),
    check('staff_grants_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Which course groups a teacher looks after (an administrator assigns them). */
export const staffGroups = pgTable(
  'staff_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseGroupId: integer('course_group_id')
      .notNull()
      .references(() => courseGroups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_groups_user_group_unique').on(table.userId, table.courseGroupId),
    index('staff_groups_group_index').on(table.courseGroupId),
  ],
);

/**
 * Every change staff made (publish, reply, extend, grant): who, when, what. No foreign key to what it names, so
 * the record outlives an erased child; it never holds a child's text.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who it was when it happened (an operator command has no user). */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('staff_audit_created_index').on(table.createdAt)],
);

/** Where imported content comes from, with its own notice and licence, for the credits page. */
export const contentSources = pgTable(
  'content_sources',
  {
    /** One row per source: `quran-json`, `translation-nl`, `recitation`. */
    key: text('key').primaryKey(),
    kind: text('kind').$type<ContentSourceKind>().notNull(),
    name: text('name').notNull(),
    /** The source's own notice, word for word (Tanzil's `#` lines, a reciter's terms). */
    notice: text('notice').notNull(),
    licence: text('licence').notNull(),
    url: text('url'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('content_sources_kind', inList('kind', CONTENT_SOURCE_KINDS))],
);

/** Accounts of the embedded development sign-in provider (never used with an external provider). */
export const devAccounts = pgTable(
  'dev_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** The role claim the development provider puts in the ID token (the demo staff), like an external one would. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('dev_accounts_email_lower_unique').on(sql`lower(${table.email})`)],
);

// ── Views ───────────────────────────────────────────────────────────────────

/** A child's stars: one per finished lesson (DECISIONS: The course and its lessons). */
export const stars = pgView('stars', {
  usersChildId: uuid('users_child_id').notNull(),
  stars: integer('stars').notNull(),
}).as(sql`
  select c.id as users_child_id,
         (select count(*)::int from user_lesson_progresses p
           where p.users_child_id = c.id and p.finished) as stars
    from users_children c`);

/** A friendship: the receiver accepted and a parent of each family approved (DECISIONS: friendships). */
const ACTIVE_FRIENDSHIP =
  'r.accepted and r.sender_parent_approved_at is not null and r.receiver_parent_approved_at is not null';

/** One row per child and active friend: who the friend is, nothing more. */
export const friendsView = pgView('friends_view', {
  friendRequestId: uuid('friend_request_id').notNull(),
  usersChildId: uuid('users_child_id').notNull(),
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull(),
  username: text('username').notNull(),
}).as(sql`
  select r.id as friend_request_id, side.users_child_id, f.id, f.name, f.avatar, f.username
    from friend_requests r
    cross join lateral (values (r.sender_id, r.receiver_id), (r.receiver_id, r.sender_id))
      as side(users_child_id, friend_id)
    join users_children f on f.id = side.friend_id
   where ${sql.raw(ACTIVE_FRIENDSHIP)}`);

const friendFavouriteColumns = [...FAVOURITE_FIELDS.map(favouriteColumnName), 'about_me'];

/** Both sides of a request; favourites and "about me" only once it is a friendship (DECISIONS: privacy). */
const friendSide = (side: 'sender' | 'receiver', alias: string, detailsAlias: string) =>
  [
    `${alias}.id as ${side}_id`,
    `${alias}.name as ${side}_name`,
    `${alias}.username as ${side}_username`,
    `${alias}.avatar as ${side}_avatar`,
    `(select count(*)::int from user_lesson_progresses p where p.users_child_id = ${alias}.id and p.finished) as ${side}_stars`,
    `${alias}.created_at as ${side}_joining_date`,
    ...friendFavouriteColumns.map(
      (column) => `case when ${ACTIVE_FRIENDSHIP} then ${detailsAlias}.${column} end as ${side}_${column}`,
    ),
  ].join(',\n         ');

export const friendRequestsView = pgView('friend_requests_view', {
  friendRequestId: uuid('friend_request_id').notNull(),
  accepted: boolean('accepted'),
  senderParentApprovedAt: timestamp('sender_parent_approved_at', { withTimezone: true }),
  receiverParentApprovedAt: timestamp('receiver_parent_approved_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  senderId: uuid('sender_id').notNull(),
  senderName: text('sender_name').notNull(),
  senderUsername: text('sender_username').notNull(),
  senderAvatar: text('sender_avatar').notNull(),
  senderStars: integer('sender_stars').notNull(),
  senderJoiningDate: timestamp('sender_joining_date', { withTimezone: true }).notNull(),
  receiverId: uuid('receiver_id').notNull(),
  receiverName: text('receiver_name').notNull(),
  receiverUsername: text('receiver_username').notNull(),
  receiverAvatar: text('receiver_avatar').notNull(),
  receiverStars: integer('receiver_stars').notNull(),
  receiverJoiningDate: timestamp('receiver_joining_date', { withTimezone: true }).notNull(),
}).as(
  sql.raw(`
  select r.id as friend_request_id, r.accepted, r.sender_parent_approved_at, r.receiver_parent_approved_at,
         r.created_at,
         ${friendSide('sender', 's', 'sd')},
         ${friendSide('receiver', 'v', 'vd')}
    from friend_requests r
    join users_children s on s.id = r.sender_id
    join users_children v on v.id = r.receiver_id
    left join users_child_details sd on sd.users_child_id = s.id
    left join users_child_details vd on vd.users_child_id = v.id`),
);

/** Every table holding a child's own rows, for the export and the delete (issue: parent area). */
export const childOwnedTables = {
  users_child_details: usersChildDetails,
  accomplished_achievements: accomplishedAchievements,
  user_lesson_progresses: userLessonProgresses,
  user_children_unlockables: userChildrenUnlockables,
  friend_requests: friendRequests,
  messages,
  final_test_results: finalTestResults,
  recordings,
  revision_cards: revisionCards,
  homework_assignments: homeworkAssignments,
  homework_hand_ins: homeworkHandIns,
} as const;
