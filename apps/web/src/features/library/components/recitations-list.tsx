import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { useIsWaitingForData } from '../../../components/audio-waiting.ts';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { restartWhenStalled } from '../../../components/recitation-stall.ts';
import { SpeedControl } from '../../../components/speed-control.tsx';
import { useSpokenWord } from '../../../components/timed-words.ts';
import { VideoPlayer } from '../../../components/video-player.tsx';
import type { GetRecitationsQuery } from '../../../gql/graphql.ts';
import { useLocalized, usePronunciation } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { recitationsQuery } from '../api/get-recitations.ts';
import classes from './recitations-list.module.css';

type Recitation = GetRecitationsQuery['recitations'][number];

/** `/library/{userChildId}/recitations`: each lesson surah recited, with its verses to read along. */
export function RecitationsList({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('library');
  const localized = useLocalized();
  const { data } = usePageQuery(recitationsQuery(userChildId));
  const [openId, setOpenId] = useState<string | null>(null);
  if (!data) return <LoadingScreen />;
  const open = data.find((recitation) => recitation.id === openId);
  return (
    <ChildPage title={t('recitations.title')} back={[{ to: `/library/${userChildId}`, label: t('back-to-library') }]}>
      {data.length === 0 && <Text size="lg">{t('recitations.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {data.map((recitation) => (
          <Card key={recitation.id} withBorder radius="lg" padding="lg">
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={2} size="h4">
                  {localized(recitation.title)}
                </Title>
                <Group gap="xs" mt={4}>
                  {recitation.surahNumber && (
                    <Badge color="gray.7" variant="outline">
                      {t('recitations.surah', { number: recitation.surahNumber })}
                    </Badge>
                  )}
                  <Text size="sm" c="gray.7">
                    {t('recitations.verses', { count: recitation.verses.length })}
                  </Text>
                </Group>
              </div>
              <Button size="md" onClick={() => setOpenId(recitation.id)}>
                {t('recitations.open')}
                <VisuallyHidden>: {localized(recitation.title)}</VisuallyHidden>
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={Boolean(open)}
        onClose={() => setOpenId(null)}
        title={open ? localized(open.title) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && <RecitationPlayer recitation={open} />}
      </Modal>
    </ChildPage>
  );
}

/** The video when there is one; otherwise the verses, played one after the other where recordings exist. */
function RecitationPlayer({ recitation }: { recitation: Recitation }) {
  const { t } = useTranslation('library');
  const pronounce = usePronunciation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [speed, setSpeed] = useState(1);
  const playingVerse = recitation.verses.find((verse) => verse.ayahNumber === playing);
  const spoken = useSpokenWord(audio, playingVerse?.wordTimings, playing !== null);
  const isLoading = useIsWaitingForData(audio, playing !== null);
  const [failed, setFailed] = useState<number | null>(null);
  const playable = recitation.verses.filter((verse) => verse.audioUrl);
  const play = (index: number) => {
    const verse = playable[index];
    if (!audio.current || !verse?.audioUrl) return setPlaying(null);
    audio.current.src = verse.audioUrl;
    setPlaying(verse.ayahNumber);
    setFailed(null);
    void audio.current.play().catch((error: unknown) => {
      // A failed recording says so through its `error` event; only a refused start needs the child to tap again.
      if (error instanceof DOMException && error.name === 'NotAllowedError') setPlaying(null);
    });
  };
  const next = () => play(playable.findIndex((verse) => verse.ayahNumber === playing) + 1);
  const stop = () => {
    audio.current?.pause();
    setPlaying(null);
  };
  /** The verse would not play (a connection gone, a recording that stands still): said, not left silent. */
  const fail = useCallback((verse: number) => {
    audio.current?.pause();
    setPlaying(null);
    setFailed(verse);
  }, []);
  useEffect(() => {
    const element = audio.current;
    if (playing === null || !element) return;
    return restartWhenStalled(element, { onRefused: () => setPlaying(null), onGaveUp: () => fail(playing) });
  }, [playing, fail]);
  const status =
    failed !== null
      ? t('recitations.failed', { number: failed })
      : isLoading && playing !== null
        ? t('recitations.loading', { number: playing })
        : '';
  return (
    <Stack gap="md">
      <VideoPlayer vimeoUrl={recitation.vimeoUrl} title={recitation.title.en} />
      {!recitation.vimeoUrl &&
        (playable.length > 0 ? (
          <div>
            <Group align="flex-end">
              <Button onClick={() => (playing === null ? play(0) : stop())}>
                {playing === null ? t('recitations.play-all') : t('recitations.stop')}
              </Button>
              <SpeedControl media={audio} speed={speed} onChange={setSpeed} />
              {/* biome-ignore lint/a11y/useMediaCaption: the verses are written out below, as the caption. */}
              <audio ref={audio} onEnded={next} onError={() => playing !== null && fail(playing)} />
            </Group>
            {/* Below the buttons, so that an empty status takes no room; in the page from the start, to be announced. */}
            <Text aria-live="polite" size="sm" mt={status ? 'xs' : 0}>
              {status}
            </Text>
          </div>
        ) : (
          <Text>{t('recitations.no-audio')}</Text>
        ))}
      <Stack gap="sm" component="ol" p={0} style={{ listStyle: 'none' }}>
        {recitation.verses.map((verse) => (
          <Card
            key={verse.ayahNumber}
            component="li"
            withBorder
            radius="md"
            bg={verse.ayahNumber === playing ? 'yellow.1' : undefined}
            aria-current={verse.ayahNumber === playing ? 'true' : undefined}
          >
            <Text size="sm" c="gray.7">
              {t('recitations.verse', { number: verse.ayahNumber })}
            </Text>
            <ArabicText size={30} style={{ display: 'block', textAlign: 'right' }}>
              <SpokenWords text={verse.verse} spoken={verse.ayahNumber === playing ? spoken : null} />
            </ArabicText>
            <Text fs="italic">{pronounce(verse)}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** The verse's words, the one being recited marked (where the institute imported word timings). */
function SpokenWords({ text, spoken }: { text: string; spoken: number | null }) {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, position) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in its verse is what it is
      <span key={position}>
        {position > 0 && ' '}
        <mark data-spoken={position === spoken || undefined} className={classes.word}>
          {word}
        </mark>
      </span>
    ));
}
