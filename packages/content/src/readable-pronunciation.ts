/**
 * Tanzil's transliteration ("Qul aAAoothu birabbi alnnasi") in a spelling a child can read ("Qoel a'oethoe birabbi
 * an-nas" in Dutch, "Qul a'oothu birabbi an-nas" in English). docs/decisions.md: "A pronunciation a child can read".
 *
 * A spelling, not a recitation guide: Tanzil marks no long "a" and writes ث and ذ both as "th", so neither does this.
 * What changes: the ayn ("AA") becomes an apostrophe; the article is written as it is said before a sun letter
 * ("alnnasi" → "an-nasi", "waalssayfi" → "was-sayfi"); the last word ends as it is said when one stops there (no
 * case ending, ta marbuta as "h"); Dutch gets Dutch letters ("oe", "ie", "j", "dj", "sj", "ch").
 */
export type Spelling = 'nl' | 'en';

/** Tanzil writes the article before a sun letter with that letter doubled: "alnn", "alshsh", "waalss". */
const SUN_ARTICLE = /^(wa|fa|bi|ka)?(a)l(thth|shsh|dhdh|dd|tt|ss|zz|rr|nn)(.*)$/i;
const MOON_AFTER_PREFIX = /^(wa|fa|bi|ka)al(?!l)(.+)$/i;
/** "allatheena" is the article before "l" ("al-latheena"); "Allah" is not. */
const ARTICLE_BEFORE_L = /^(a)ll(?!ah)(.+)$/i;

function article(word: string): string {
  const sun = SUN_ARTICLE.exec(word);
  if (sun) {
    const [, prefix = '', vowel = 'a', doubled = '', rest = ''] = sun;
    const letter = doubled.slice(0, doubled.length / 2);
    // After a prefix the article's own vowel is not said: "wa as-sayfi" is "was-sayfi".
    return prefix ? `${prefix}${letter}-${letter}${rest}` : `${vowel}${letter}-${letter}${rest}`;
  }
  const beforeL = ARTICLE_BEFORE_L.exec(word);
  if (beforeL) return `${beforeL[1]}l-l${beforeL[2]}`;
  const moon = MOON_AFTER_PREFIX.exec(word);
  // "waalfathu" → "walfathu": the same article, its unspoken alif left out.
  return moon ? `${moon[1]}l${moon[2]}` : word;
}

/** How the verse's last word sounds when the reciter stops on it. */
function pausal(word: string): string {
  if (word.length <= 3) return word;
  const rules: [RegExp, string][] = [
    [/at(un|in|an|u|i|a)$/, 'ah'],
    [/([^aeiou])an$/, '$1aa'],
    [/([^aeiou])(un|in)$/, '$1'],
    [/(oo|ee)na$/, '$1n'],
    [/hu$/, 'h'],
    [/([^aeiou])[ui]$/, '$1'],
    [/([^aeiouhny])a$/, '$1'],
  ];
  const rule = rules.find(([pattern]) => pattern.test(word));
  return rule ? word.replace(rule[0], rule[1]) : word;
}

const DUTCH: [RegExp, string][] = [
  [/oo/g, 'oe'],
  [/ee/g, 'ie'],
  [/u/g, 'oe'],
  [/U/g, 'Oe'],
  [/j/g, 'dj'],
  [/J/g, 'Dj'],
  [/y/g, 'j'],
  [/Y/g, 'J'],
  [/sh/g, 'sj'],
  [/Sh/g, 'Sj'],
  [/kh/g, 'ch'],
  [/Kh/g, 'Ch'],
];

/** One verse of Tanzil's transliteration, spelled for a child of that language. */
export function readablePronunciation(tanzil: string, spelling: Spelling): string {
  const words = tanzil
    .trim()
    .split(/\s+/)
    .map((word) => article(word.replace(/AA/g, "'")));
  const last = words.length - 1;
  const said = words.map((word, index) => (index === last ? pausal(word) : word)).join(' ');
  const spelled = spelling === 'nl' ? DUTCH.reduce((text, [from, to]) => text.replace(from, to), said) : said;
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

/** Tanzil's scheme where it shows: its ayn ("AA") and the article before a doubled sun letter ("alnn", "waalss"). */
export const TANZIL_MARKERS = /AA|\b(?:[WwFfKk]a|[Bb]i)?[Aa]l(?:thth|shsh|dhdh|dd|tt|ss|zz|rr|nn)/;

/** What a child reads under a verse: the course's own pronunciation where the lesson has one, else Tanzil's, made readable. */
export function childPronunciation(course: { nl: string; en: string } | null, tanzil: string) {
  return course ?? { nl: readablePronunciation(tanzil, 'nl'), en: readablePronunciation(tanzil, 'en') };
}
