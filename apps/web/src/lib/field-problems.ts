import { ApiError } from './graphql-client.ts';

/** Per field path of a form, the code of what is wrong ('required', 'too-long', …), as the form's schema names it. */
export type FieldProblems = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every path to a value in the form's values (`favourites.hero`): objects are followed, anything else is a field. A
 * list is a field (`quiz`: too few questions) and so is each of its items and their fields (`quiz.2.answer`).
 */
export function fieldPathsOf(values: Record<string, unknown> | unknown[], prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) => {
    if (isRecord(value)) return fieldPathsOf(value, `${prefix}${key}.`);
    if (Array.isArray(value)) return [`${prefix}${key}`, ...fieldPathsOf(value, `${prefix}${key}.`)];
    return [`${prefix}${key}`];
  });
}

/** The server names a field by the last part of its path (parseOrFail): `hero` is the form's `favourites.hero`. */
const pathOf = (name: string, paths: readonly string[]) =>
  paths.find((path) => path === name) ?? paths.find((path) => path.endsWith(`.${name}`));

/**
 * What a failed request says about the form's fields, or null when it concerns none of them: BAD_INPUT's
 * `problems` and `requiredFields` ('required'), or another code that names its field in `field`, as that code in
 * kebab case (USERNAME_TAKEN on `username` is 'username-taken').
 */
export function fieldProblemsOf(error: unknown, paths: readonly string[]): FieldProblems | null {
  if (!(error instanceof ApiError)) return null;
  const { problems, requiredFields, field } = error.extensions;
  const named: [string, string][] = [];
  if (error.code === 'BAD_INPUT') {
    if (isRecord(problems))
      for (const [name, code] of Object.entries(problems)) if (typeof code === 'string') named.push([name, code]);
    if (Array.isArray(requiredFields))
      for (const name of requiredFields) if (typeof name === 'string') named.push([name, 'required']);
  } else if (typeof field === 'string') {
    named.push([field, error.code.toLowerCase().replaceAll('_', '-')]);
  }
  const onFields = named.flatMap(([name, code]) => {
    const path = pathOf(name, paths);
    return path ? [[path, code] as const] : [];
  });
  return onFields.length > 0 ? Object.fromEntries(onFields) : null;
}
