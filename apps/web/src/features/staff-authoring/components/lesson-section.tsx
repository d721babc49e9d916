import { Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonTexts } from '../api/lesson-texts.ts';

/** The editor's form: the lesson's values, each problem a code (`@koran-kids/input/forms/lesson`) at its path. */
export type LessonForm = UseFormReturnType<LessonTexts>;

export const LANGUAGES = ['nl', 'en'] as const;
export const blank = () => ({ nl: '', en: '' });

/** A problem's code as the editor's sentence (the same codes come from the browser's check and the server's). */
export function useLessonProblemText() {
  const { t } = useTranslation('staff-content');
  return (code: ReactNode) => (typeof code === 'string' ? t(`problems.${code}` as 'problems.required') : code);
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A problem with a whole list (too few words, too few answers), said above or below it. */
export function ArrayProblem({ form, path }: { form: LessonForm; path: string }) {
  const problemText = useLessonProblemText();
  const problem = form.errors[path];
  return problem ? (
    <Text c="red.8" size="sm" role="alert">
      {problemText(problem)}
    </Text>
  ) : null;
}
