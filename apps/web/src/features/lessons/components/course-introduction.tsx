import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { vimeoEmbedUrl } from '../../../lib/vimeo.ts';
import { courseIntroductionQuery } from '../api/get-course-introduction.ts';

/** `/lessons/{userChildId}/introduction`: what the course is and how a lesson works. */
export function CourseIntroduction({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('lessons');
  const localized = useLocalized();
  const { data } = usePageQuery(courseIntroductionQuery(userChildId));
  if (!data) return <LoadingScreen />;
  const introduction = data.courseIntroduction;
  const embed = vimeoEmbedUrl(introduction?.vimeoUrl);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={`/lessons/${userChildId}`} py={10} w="fit-content">
          ← {t('lesson.back-to-lessons')}
        </Anchor>
        <Title order={1}>{introduction ? localized(introduction.title) : t('introduction.title')}</Title>
        {embed && (
          <iframe
            src={embed}
            title={t('introduction.title')}
            style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
            allow="fullscreen; picture-in-picture"
          />
        )}
        {introduction &&
          withHowALessonGoes(
            localized(introduction.text).split(/\n\s*\n/),
            // What the course holds, not what the text once promised: "watch the video" only where lessons have one.
            t(
              introduction.hasLessonVideos
                ? 'introduction.how-a-lesson-goes-with-video'
                : 'introduction.how-a-lesson-goes',
            ),
          ).map((paragraph) => (
            <Text key={paragraph.slice(0, 32)} size="lg">
              {paragraph}
            </Text>
          ))}
      </Stack>
    </Container>
  );
}

/** The institute's welcome first, then how a lesson goes, then the rest of its text. */
function withHowALessonGoes(paragraphs: string[], howALessonGoes: string) {
  return [...paragraphs.slice(0, 1), howALessonGoes, ...paragraphs.slice(1)];
}
