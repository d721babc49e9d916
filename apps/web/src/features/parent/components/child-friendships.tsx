import { Badge, Button, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FriendCard } from '../../../components/friend-card.tsx';
import { PagePart } from '../../../components/page-part.tsx';
import type { GetParentFriendshipsQuery } from '../../../gql/graphql.ts';
import { showToast } from '../../../lib/toast.ts';
import { parentFriendshipsQuery, useDecideFriendship, useSetChildMayMakeFriends } from '../api/friendships.ts';

type Friendship = GetParentFriendshipsQuery['parentFriendships']['friendships'][number];

/**
 * The child's friendships as the parents decide on them: each needs a parent of both families; waiting ones
 * first, with approve and refuse; a friend can be ended. And whether the child may make friends at all.
 */
export function ChildFriendships({ childId, name }: { childId: string; name: string }) {
  const { t } = useTranslation('parent');
  const query = useQuery(parentFriendshipsQuery(childId));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="child-friendships">
      <Stack gap="sm">
        <Title order={2} size="h3" id="child-friendships">
          {t('friendships.title')}
        </Title>
        <Text>{t('friendships.intro', { name })}</Text>
        <PagePart query={query}>
          {(data) => (
            <>
              <MayMakeFriends childId={childId} name={name} allowed={data.mayMakeFriends} />
              {data.friendships.length === 0 && <Text c="dimmed">{t('friendships.none', { name })}</Text>}
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.friendships.map((friendship) => (
                  <FriendCard key={friendship.id} friend={friendship.friend}>
                    <FriendshipDecision childId={childId} name={name} friendship={friendship} />
                  </FriendCard>
                ))}
              </Stack>
            </>
          )}
        </PagePart>
      </Stack>
    </Card>
  );
}

function MayMakeFriends({ childId, name, allowed }: { childId: string; name: string; allowed: boolean }) {
  const { t } = useTranslation('parent');
  const change = useSetChildMayMakeFriends(childId);
  return (
    <Switch
      label={t('friendships.may-make-friends', { name })}
      description={t('friendships.may-make-friends-help', { name })}
      checked={allowed}
      disabled={change.isPending}
      onChange={(event) =>
        change.mutate(event.currentTarget.checked, {
          onSuccess: (_, checked) =>
            showToast('success', t(checked ? 'friendships.opened' : 'friendships.closed', { name })),
        })
      }
    />
  );
}

function FriendshipDecision({ childId, name, friendship }: { childId: string; name: string; friendship: Friendship }) {
  const { t } = useTranslation('parent');
  const decide = useDecideFriendship(childId);
  const friend = friendship.friend.name;
  // The promise, not mutate's callbacks: an ended friendship's card is gone before the answer is handled.
  // The answer says whether this approval was the last one needed: then they are friends now.
  const send = (approve: boolean, done: (isFriendship: boolean) => string) =>
    // A failure is the query client's toast (lib/query-client.ts).
    decide.mutateAsync({ friendRequestId: friendship.id, approve }).then(
      (answer) => showToast('success', done(answer.decideFriendship.isFriendship)),
      () => undefined,
    );
  const state = friendship.isFriendship ? 'friends' : friendship.approvedByUs ? 'waiting-for-them' : 'waiting-for-you';
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{t('friendships.other-family')}</Text>
      <Badge color={state === 'friends' ? 'green.9' : state === 'waiting-for-you' ? 'blue.9' : 'gray.8'}>
        {t(`friendships.state.${state}`)}
      </Badge>
      {state === 'waiting-for-you' && (
        <Button
          size="sm"
          loading={decide.isPending}
          onClick={() =>
            send(true, (isFriendship) =>
              t(isFriendship ? 'friendships.approved-now-friends' : 'friendships.approved', { name, friend }),
            )
          }
          aria-label={t('friendships.approve-of', { name, friend })}
        >
          {t('friendships.approve')}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        color="red.9"
        loading={decide.isPending}
        onClick={() => send(false, () => t('friendships.ended', { name, friend }))}
        aria-label={t(state === 'friends' ? 'friendships.end-of' : 'friendships.refuse-of', { name, friend })}
      >
        {t(state === 'friends' ? 'friendships.end' : 'friendships.refuse')}
      </Button>
    </Stack>
  );
}
