import type { Language } from './languages.ts';
import enCertificate from './locales/en/certificate.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enCredits from './locales/en/credits.json' with { type: 'json' };
import enFinalSteps from './locales/en/final-steps.json' with { type: 'json' };
import enFriends from './locales/en/friends.json' with { type: 'json' };
import enHomework from './locales/en/homework.json' with { type: 'json' };
import enLessons from './locales/en/lessons.json' with { type: 'json' };
import enLetters from './locales/en/letters.json' with { type: 'json' };
import enLibrary from './locales/en/library.json' with { type: 'json' };
import enMessages from './locales/en/messages.json' with { type: 'json' };
import enParent from './locales/en/parent.json' with { type: 'json' };
import enProfiles from './locales/en/profiles.json' with { type: 'json' };
import enRevision from './locales/en/revision.json' with { type: 'json' };
import enSignin from './locales/en/signin.json' with { type: 'json' };
import enStaff from './locales/en/staff.json' with { type: 'json' };
import enStaffContent from './locales/en/staff-content.json' with { type: 'json' };
import enStaffFamilies from './locales/en/staff-families.json' with { type: 'json' };
import enStaffNews from './locales/en/staff-news.json' with { type: 'json' };
import enStaffTeaching from './locales/en/staff-teaching.json' with { type: 'json' };
import enSubscription from './locales/en/subscription.json' with { type: 'json' };
import enTasks from './locales/en/tasks.json' with { type: 'json' };
import nlCertificate from './locales/nl/certificate.json' with { type: 'json' };
import nlCommon from './locales/nl/common.json' with { type: 'json' };
import nlCredits from './locales/nl/credits.json' with { type: 'json' };
import nlFinalSteps from './locales/nl/final-steps.json' with { type: 'json' };
import nlFriends from './locales/nl/friends.json' with { type: 'json' };
import nlHomework from './locales/nl/homework.json' with { type: 'json' };
import nlLessons from './locales/nl/lessons.json' with { type: 'json' };
import nlLetters from './locales/nl/letters.json' with { type: 'json' };
import nlLibrary from './locales/nl/library.json' with { type: 'json' };
import nlMessages from './locales/nl/messages.json' with { type: 'json' };
import nlParent from './locales/nl/parent.json' with { type: 'json' };
import nlProfiles from './locales/nl/profiles.json' with { type: 'json' };
import nlRevision from './locales/nl/revision.json' with { type: 'json' };
import nlSignin from './locales/nl/signin.json' with { type: 'json' };
import nlStaff from './locales/nl/staff.json' with { type: 'json' };
import nlStaffContent from './locales/nl/staff-content.json' with { type: 'json' };
import nlStaffFamilies from './locales/nl/staff-families.json' with { type: 'json' };
import nlStaffNews from './locales/nl/staff-news.json' with { type: 'json' };
import nlStaffTeaching from './locales/nl/staff-teaching.json' with { type: 'json' };
import nlSubscription from './locales/nl/subscription.json' with { type: 'json' };
import nlTasks from './locales/nl/tasks.json' with { type: 'json' };

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, NAMESPACES, type Namespace } from './languages.ts';

/** Dutch is the source: its shape types every key, so a key missing in English is a type error too. */
export const resources = {
  nl: {
    common: nlCommon,
    signin: nlSignin,
    profiles: nlProfiles,
    parent: nlParent,
    subscription: nlSubscription,
    lessons: nlLessons,
    messages: nlMessages,
    tasks: nlTasks,
    library: nlLibrary,
    friends: nlFriends,
    certificate: nlCertificate,
    'final-steps': nlFinalSteps,
    staff: nlStaff,
    'staff-teaching': nlStaffTeaching,
    'staff-news': nlStaffNews,
    'staff-families': nlStaffFamilies,
    'staff-content': nlStaffContent,
    credits: nlCredits,
    revision: nlRevision,
    letters: nlLetters,
    homework: nlHomework,
  },
  en: {
    common: enCommon satisfies typeof nlCommon,
    signin: enSignin satisfies typeof nlSignin,
    profiles: enProfiles satisfies typeof nlProfiles,
    parent: enParent satisfies typeof nlParent,
    subscription: enSubscription satisfies typeof nlSubscription,
    lessons: enLessons satisfies typeof nlLessons,
    messages: enMessages satisfies typeof nlMessages,
    tasks: enTasks satisfies typeof nlTasks,
    library: enLibrary satisfies typeof nlLibrary,
    friends: enFriends satisfies typeof nlFriends,
    certificate: enCertificate satisfies typeof nlCertificate,
    'final-steps': enFinalSteps satisfies typeof nlFinalSteps,
    staff: enStaff satisfies typeof nlStaff,
    'staff-teaching': enStaffTeaching satisfies typeof nlStaffTeaching,
    'staff-news': enStaffNews satisfies typeof nlStaffNews,
    'staff-families': enStaffFamilies satisfies typeof nlStaffFamilies,
    'staff-content': enStaffContent satisfies typeof nlStaffContent,
    credits: enCredits satisfies typeof nlCredits,
    revision: enRevision satisfies typeof nlRevision,
    letters: enLetters satisfies typeof nlLetters,
    homework: enHomework satisfies typeof nlHomework,
  },
} as const;

export type Resources = (typeof resources)['nl'];

/**
 * A text by its dotted key, for the server's own pages (the web app uses i18next). With a `count` among the values,
 * the key's plural form is taken where it has them (`key_one`, `key_other`), as i18next does.
 */
export function translate(
  language: Language,
  namespace: keyof Resources,
  key: string,
  values: Record<string, string> = {},
) {
  const lookUp = (dotted: string) =>
    dotted
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        resources[language][namespace],
      );
  const plural = values.count === undefined ? undefined : new Intl.PluralRules(language).select(Number(values.count));
  const found = (plural && lookUp(`${key}_${plural}`)) ?? lookUp(key);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
}
