import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useFriendRequestChange } from '../api/change-friend-request.ts';
import { friendRequestsQuery } from '../api/get-friend-requests.ts';
import { friendSearchQuery } from '../api/get-friends.ts';
import { FriendCard } from './friend-card.tsx';

const MIN_SEARCH_LENGTH = 2;

/** `/friends/{userChildId}`: friends, requests both ways, and finding new friends. */
export function FriendsOverview({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('friends');
  const errorMessage = useErrorMessage();
  const { data } = useQuery(friendRequestsQuery(userChildId));
  const change = useFriendRequestChange(userChildId);
  if (!data) return <LoadingScreen />;

  const act = (kind: 'approve' | 'delete', requestId: string, done: string) =>
    change.mutate(
      { kind, requestId },
      {
        onSuccess: () => showToast('success', done),
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );

  return (
    <ChildPage title={t('title')} back={[{ to: `/start/${userChildId}`, label: t('back-to-start') }]}>
      <section aria-labelledby="my-friends">
        <Title order={2} id="my-friends" mb="sm">
          {t('my-friends')}
        </Title>
        {data.friends.length === 0 ? (
          <Text size="lg">{t('empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.friends.map((request) => (
              <FriendCard key={request.id} friend={request.friend}>
                <Button component={Link} to={`/friends/${userChildId}/details?friend=${request.id}`} variant="light">
                  {t('view', { name: request.friend.name })}
                </Button>
              </FriendCard>
            ))}
          </Stack>
        )}
      </section>

      {data.received.length > 0 && (
        <section aria-labelledby="received">
          <Title order={2} id="received" mb="sm">
            {t('received')}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.received.map((request) => (
              <FriendCard key={request.id} friend={request.friend}>
                <Button component={Link} to={`/friends/${userChildId}/details?friend=${request.id}`} variant="light">
                  {t('view', { name: request.friend.name })}
                </Button>
                <Button
                  onClick={() => act('approve', request.id, t('accepted', { name: request.friend.name }))}
                  loading={change.isPending && change.variables?.kind === 'approve'}
                >
                  {t('accept')}
                </Button>
                <Button variant="outline" onClick={() => act('delete', request.id, t('declined'))}>
                  {t('decline')}
                </Button>
              </FriendCard>
            ))}
          </Stack>
        </section>
      )}

      {data.sent.length > 0 && (
        <section aria-labelledby="sent">
          <Title order={2} id="sent" mb="sm">
            {t('sent')}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.sent.map((request) => (
              <FriendCard key={request.id} friend={request.friend}>
                <Text size="sm" c="gray.7">
                  {t('waiting', { name: request.friend.name })}
                </Text>
                <Button variant="outline" onClick={() => act('delete', request.id, t('cancelled'))}>
                  {t('cancel-request')}
                </Button>
              </FriendCard>
            ))}
          </Stack>
        </section>
      )}

      <AddFriends userChildId={userChildId} />
    </ChildPage>
  );
}

/** Search by name or username; only open profiles are found, and only avatar, name and username are shown. */
function AddFriends({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('friends');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [input, setInput] = useState('');
  const [searched, setSearched] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery(friendSearchQuery(userChildId, searched));
  const change = useFriendRequestChange(userChildId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (text.length < MIN_SEARCH_LENGTH) return setProblem(t('add.too-short'));
    setProblem(null);
    setSearched(text);
  };
  const send = (receiverId: string, name: string) =>
    change.mutate(
      { kind: 'send', receiverId },
      {
        onSuccess: () => showToast('success', t('add.sent', { name })),
        onError: (error) => showToast('error', errorMessage(error)),
      },
    );

  return (
    <section aria-labelledby="add-friends">
      <Title order={2} id="add-friends" mb="sm">
        {t('add.title')}
      </Title>
      <form onSubmit={search}>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            size="lg"
            label={t('add.search')}
            description={t('add.search-help')}
            value={input}
            onChange={(event) => setInput(event.currentTarget.value)}
            error={problem}
            maxLength={40}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" size="lg">
            {t('add.submit')}
          </Button>
        </Group>
      </form>
      {results.isFetching && (
        <Text mt="sm" role="status">
          {tc('loading')}
        </Text>
      )}
      {results.error && (
        <Text c="red.8" mt="sm">
          {errorMessage(results.error)}
        </Text>
      )}
      {results.data && !results.isFetching && (
        <div aria-live="polite">
          {results.data.length === 0 ? (
            <Text mt="sm">{t('add.none')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} mt="sm" style={{ listStyle: 'none' }}>
              {results.data.map((child) => (
                <FriendCard key={child.id} friend={child}>
                  <Button onClick={() => send(child.id, child.name)} disabled={change.isPending}>
                    {t('add.send', { name: child.name })}
                  </Button>
                </FriendCard>
              ))}
            </Stack>
          )}
        </div>
      )}
    </section>
  );
}
