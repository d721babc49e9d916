import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ChildAvatar } from '../../../components/child-avatar/child-avatar.tsx';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { FAVOURITE_QUESTIONS } from '../../../family/favourite-questions.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { isRefusedWith, usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApproveFriendRequest } from '../api/approve-friend-request.ts';
import { useDeleteFriendRequest } from '../api/delete-friend-request.ts';
import { friendRequestQuery } from '../api/get-friend-request.ts';

/** A request gone (ended, refused) or never there: said on the page; any other failure is the error screen's. */
const GONE = ['NOT_FOUND'];

/** `/friends/{userChildId}/details?friend={requestId}`: the other child; favourites only for a friend. */
export function FriendDetails({ userChildId, requestId }: { userChildId: string; requestId: string }) {
  const { t, i18n } = useTranslation('friends');
  const { t: tp } = useTranslation('profiles');
  const { t: tc } = useTranslation('common');
  const [, navigate] = useLocation();
  const { data, error } = usePageQuery(friendRequestQuery(userChildId, requestId), { answers: GONE });
  const approve = useApproveFriendRequest(userChildId);
  const remove = useDeleteFriendRequest(userChildId);
  const [isConfirming, setConfirming] = useState(false);
  const back = [{ to: `/friends/${userChildId}`, label: t('back-to-friends') }];
  if (isRefusedWith(error, GONE))
    return (
      <ChildPage title={t('details.title')} back={back}>
        <Text size="lg">{t('details.not-found')}</Text>
      </ChildPage>
    );
  if (!data) return <LoadingScreen />;

  const { friend, favourites } = data;
  const act = (kind: 'approve' | 'delete', done: string, leave: boolean) =>
    (kind === 'approve' ? approve : remove).mutate(requestId, {
      onSuccess: () => {
        showToast('success', done);
        if (leave) navigate(`/friends/${userChildId}`);
      },
    });
  const filled = (['favoriteSoerah', ...FAVOURITE_QUESTIONS] as const).filter((field) => favourites?.[field]);

  return (
    <ChildPage title={friend.name} back={back}>
      <Group gap="lg" align="center">
        <ChildAvatar avatar={friend.avatar} size={112} />
        <Stack gap={4}>
          <Text size="lg" c="gray.7">
            @{friend.username}
          </Text>
          <Text>
            {t('details.stars')}: ★ {data.stars} / 20
          </Text>
          <Text>
            {t('details.since', {
              date: formatDate(i18n.language, data.joiningDate),
            })}
          </Text>
          <Text>
            {data.lessonLevel ? t('details.lesson-level', { number: data.lessonLevel }) : t('details.not-started')}
          </Text>
        </Stack>
      </Group>

      {!data.accepted && <Text size="lg">{t('details.pending')}</Text>}
      {!data.accepted && !data.isSent && (
        <Group>
          <Button size="md" onClick={() => act('approve', t('accepted', { name: friend.name }), false)}>
            {t('accept')}
          </Button>
          <Button size="md" variant="outline" onClick={() => act('delete', t('declined'), true)}>
            {t('decline')}
          </Button>
        </Group>
      )}
      {!data.accepted && data.isSent && (
        <Button size="md" variant="outline" onClick={() => act('delete', t('cancelled'), true)} w="fit-content">
          {t('cancel-request')}
        </Button>
      )}

      {data.accepted && !data.isFriendship && (
        <Text size="lg">{t('waiting-for-parents-of', { name: friend.name })}</Text>
      )}
      {data.isFriendship && favourites && (
        <section aria-labelledby="favourites">
          <Title order={2} id="favourites" mb="sm">
            {t('details.favourites')}
          </Title>
          {filled.length === 0 && !favourites.aboutMe && (
            <Text>{t('details.nothing-filled', { name: friend.name })}</Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {filled.map((field) => (
              <Card key={field} withBorder radius="md" padding="sm">
                <Text size="sm" c="gray.7">
                  {tp(`favourites.${field}`)}
                </Text>
                <Text fw={600}>{favourites[field]}</Text>
              </Card>
            ))}
          </SimpleGrid>
          {favourites.aboutMe && (
            <Card withBorder radius="md" padding="sm" mt="sm">
              <Text size="sm" c="gray.7">
                {t('details.about-me')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{favourites.aboutMe}</Text>
            </Card>
          )}
        </section>
      )}
      {data.accepted && (
        <Button color="red.8" variant="outline" w="fit-content" onClick={() => setConfirming(true)}>
          {t('details.remove')}
        </Button>
      )}
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('details.remove')}
        closeButtonProps={{ 'aria-label': tc('actions.close') }}
      >
        <Text>{t('details.remove-confirm', { name: friend.name })}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button color="red.8" onClick={() => act('delete', t('removed', { name: friend.name }), true)}>
            {t('details.remove')}
          </Button>
        </Group>
      </Modal>
    </ChildPage>
  );
}
