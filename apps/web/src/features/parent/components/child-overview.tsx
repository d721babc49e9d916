import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { PagePart, PartLoader } from '../../../components/page-part.tsx';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import { lessonStatus, nextLessonOf } from '../../../family/lesson-status.ts';
import type { GetUserChildDataQuery, GetUserChildrenUnlockablesQuery } from '../../../gql/graphql.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { allReads, isArriving } from '../../../lib/part-read.ts';
import { userChildrenUnlockablesQuery } from '../api/get-user-children-unlockables.ts';
import { ChildFriendships } from './child-friendships.tsx';
import { ChildPageFrame } from './parent-page.tsx';
import { TeacherConversation } from './teacher-conversation.tsx';

/** `parent/profiles/child?child={id}`: how the child is doing in one sentence, and its pages. */
export function ChildOverview() {
  return (
    <ChildPageFrame title={(name) => name} isOverview>
      {(child) => <ChildOverviewBody child={child} />}
    </ChildPageFrame>
  );
}

/**
 * The summary beside the avatar grows when its reads arrive, and on a phone that moved the buttons below it down
 * under a finger: a tap meant for "Lessen openzetten" opened the profile above it. The buttons wait for the summary
 * (its answer, or why it has none).
 */
function ChildOverviewBody({ child }: { child: { id: string; name: string; avatar: string } }) {
  const { t } = useTranslation('parent');
  const summary = allReads(useQuery(childLessonsQuery(child.id)), useQuery(userChildrenUnlockablesQuery(child.id)));
  if (isArriving(summary)) return <PartLoader />;
  return (
    <Stack gap="md">
      <Group>
        <ChildAvatar avatar={child.avatar} size={96} />
        <Stack gap={4}>
          <PagePart query={summary}>
            {([data, unlockables]) => (
              <>
                <LessonsSummary lessons={data.childLessons.lessons} name={child.name} />
                <FurthestFinalStep unlockables={unlockables} name={child.name} />
              </>
            )}
          </PagePart>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        {(['details', 'unlock', 'progression', 'revision', 'homework', 'send-message', 'final-test'] as const).map(
          (page) => (
            <Button
              key={page}
              component={Link}
              to={`/parent/profiles/child/${page.replace('-', '_')}?child=${child.id}`}
              size="lg"
              variant={page === 'unlock' ? 'filled' : 'light'}
            >
              {t(`child.${page}`)}
            </Button>
          ),
        )}
      </SimpleGrid>
      <ChildFriendships childId={child.id} name={child.name} />
      <TeacherConversation childId={child.id} name={child.name} />
    </Stack>
  );
}

/** "Amina finished 4 lessons; lesson 5 is waiting for you to unlock it." In the unlock page's words (lessonStatus). */
export function ChildSummary({ childId, name }: { childId: string; name: string }) {
  const query = useQuery(childLessonsQuery(childId));
  return (
    <PagePart query={query}>{(data) => <LessonsSummary lessons={data.childLessons.lessons} name={name} />}</PagePart>
  );
}

type ChildLessons = GetUserChildDataQuery['childLessons']['lessons'];

function LessonsSummary({ lessons, name }: { lessons: ChildLessons; name: string }) {
  const { t } = useTranslation('parent');
  const finished = lessons.filter((lesson) => lesson.finished).length;
  const next = nextLessonOf(lessons);
  const status = next && lessonStatus(next);
  const number = next?.lessonNumber;
  return (
    <Stack gap={4} maw={520}>
      <Text size="lg">
        {finished === 0 ? t('child.summary-none', { name }) : t('child.summary', { name, count: finished })}
      </Text>
      {!next && <Text size="lg">{t('child.everything', { name })}</Text>}
      {status === 'waiting-for-parent' && (
        <Text size="lg" fw={700}>
          {t('child.waiting', { number })}
        </Text>
      )}
      {status === 'not-started' && <Text size="lg">{t('child.not-started', { name, number })}</Text>}
      {status === 'in-progress' && (
        <Text size="lg">{t('child.busy-percentage', { name, number, percentage: next?.percentage })}</Text>
      )}
    </Stack>
  );
}

/** The furthest final step first: what a parent wants to know is how far the child got. */
const FINAL_STEPS = [
  { type: 'CERTIFICATE', text: 'child.final-step.certificate' },
  { type: 'FINAL_MESSAGE', text: 'child.final-step.test-submitted' },
  { type: 'FINAL_TEST', text: 'child.final-step.test-open' },
] as const;

function FurthestFinalStep({
  unlockables,
  name,
}: {
  unlockables: GetUserChildrenUnlockablesQuery['userChildrenUnlockables'];
  name: string;
}) {
  const { t, i18n } = useTranslation('parent');
  const furthest = FINAL_STEPS.flatMap((step) => {
    const opened = unlockables.find((unlockable) => unlockable.type === step.type);
    return opened ? [{ ...step, openedAt: opened.createdAt }] : [];
  })[0];
  if (!furthest) return null;
  const date = formatDate(i18n.language, furthest.openedAt);
  return <Text size="lg">{t(furthest.text, { name, date })}</Text>;
}
