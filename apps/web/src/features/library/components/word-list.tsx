import { Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { dictionaryWordsQuery } from '../api/get-dictionary-words.ts';

/** Lower case without Arabic vowel marks or Latin accents, so "alif" finds "Alif" and "بسم" finds "بِسۡمِ". */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g, '')
    .toLocaleLowerCase();

/** `/library/{userChildId}/dictionary`: a word from the Quran for every letter, searchable. */
export function WordList({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(dictionaryWordsQuery(userChildId));
  const [search, setSearch] = useState('');
  const searched = searchable(useDeferredValue(search).trim());
  if (!data) return <LoadingScreen />;
  const words = data.filter((word) =>
    [word.character, localized(word.characterName), word.word, localized(word.meaning)].some((text) =>
      searchable(text).includes(searched),
    ),
  );
  return (
    <ChildPage title={t('dictionary.title')} back={[{ to: `/library/${userChildId}`, label: t('back-to-library') }]}>
      <TextInput
        type="search"
        size="lg"
        label={t('dictionary.search')}
        description={t('dictionary.search-help')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text aria-live="polite" c="gray.7">
        {words.length === 0 ? t('dictionary.empty') : t('dictionary.count', { count: words.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" p={0} style={{ listStyle: 'none' }}>
        {words.map((word) => (
          <Card key={word.id} component="li" withBorder radius="lg" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={700} size="lg">
                {localized(word.characterName)}
              </Text>
              <ArabicText size={40}>{word.character}</ArabicText>
            </Group>
            <ArabicText size={32} style={{ textAlign: 'right', display: 'block' }}>
              {word.word}
            </ArabicText>
            <Text size="lg">{localized(word.meaning)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </ChildPage>
  );
}
