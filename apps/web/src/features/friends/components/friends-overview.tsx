import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ChildPage } from '../../../components/child-page.tsx';
import { FriendCard } from '../../../components/friend-card.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useCheckedForm } from '../../../lib/form.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { useApproveFriendRequest } from '../api/approve-friend-request.ts';
import { useDeleteFriendRequest } from '../api/delete-friend-request.ts';
import { activeFriendsQuery } from '../api/get-active-friends.ts';
import { friendRequestsQuery } from '../api/get-friend-requests.ts';
import { friendSearchQuery } from '../api/get-friends.ts';
import { useInsertFriendRequest } from '../api/insert-friend-request.ts';

const MIN_SEARCH_LENGTH = 2;

/** `/friends/{userChildId}`: friends, requests both ways, and finding new friends. */
export function FriendsOverview({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('friends');
  const { data } = usePageQuery(friendRequestsQuery(userChildId));
  const friends = usePageQuery(activeFriendsQuery(userChildId)).data;
  const approve = useApproveFriendRequest(userChildId);
  const remove = useDeleteFriendRequest(userChildId);
  if (!data || !friends) return <LoadingScreen />;

  const act = (kind: 'approve' | 'delete', requestId: string, done: string) =>
    (kind === 'approve' ? approve : remove).mutate(requestId, {
      onSuccess: () => showToast('success', done),
    });

  return (
    <ChildPage title={t('title')} back={[{ to: `/start/${userChildId}`, label: t('back-to-start') }]}>
      <RequestSection
        id="my-friends"
        title={t('my-friends')}
        requests={friends.map((friend) => ({ id: friend.friendRequestId, friend }))}
        empty={t('empty')}
      >
        {(request) => <ViewButton userChildId={userChildId} request={request} />}
      </RequestSection>
      <RequestSection id="waiting-for-parents" title={t('waiting-for-parents')} requests={data.waitingForParents}>
        {(request) => (
          <Text size="sm" c="gray.7">
            {t('waiting-for-parents-of', { name: request.friend.name })}
          </Text>
        )}
      </RequestSection>
      <RequestSection id="received" title={t('received')} requests={data.received}>
        {(request) => (
          <>
            <ViewButton userChildId={userChildId} request={request} />
            <Button
              onClick={() => act('approve', request.id, t('accepted', { name: request.friend.name }))}
              loading={approve.isPending}
            >
              {t('accept')}
            </Button>
            <Button variant="outline" onClick={() => act('delete', request.id, t('declined'))}>
              {t('decline')}
            </Button>
          </>
        )}
      </RequestSection>
      <RequestSection id="sent" title={t('sent')} requests={data.sent}>
        {(request) => (
          <>
            <Text size="sm" c="gray.7">
              {t('waiting', { name: request.friend.name })}
            </Text>
            <Button variant="outline" onClick={() => act('delete', request.id, t('cancelled'))}>
              {t('cancel-request')}
            </Button>
          </>
        )}
      </RequestSection>

      {data.mayMakeFriends ? (
        <AddFriends userChildId={userChildId} />
      ) : (
        <Text size="lg" role="note">
          {t('closed-by-parents')}
        </Text>
      )}
    </ChildPage>
  );
}

type Request = { id: string; friend: { name: string; username: string; avatar: string } };

/** One list of requests with their actions; without `empty` an empty list is not shown at all. */
function RequestSection(props: {
  id: string;
  title: string;
  requests: Request[];
  empty?: string;
  children: (request: Request) => ReactNode;
}) {
  if (props.requests.length === 0 && !props.empty) return null;
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} id={props.id} mb="sm">
        {props.title}
      </Title>
      {props.requests.length === 0 ? (
        <Text size="lg">{props.empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.requests.map((request) => (
            <FriendCard key={request.id} friend={request.friend}>
              {props.children(request)}
            </FriendCard>
          ))}
        </Stack>
      )}
    </section>
  );
}

function ViewButton({ userChildId, request }: { userChildId: string; request: Request }) {
  const { t } = useTranslation('friends');
  return (
    <Button component={Link} to={`/friends/${userChildId}/details?friend=${request.id}`} variant="light">
      {t('view', { name: request.friend.name })}
    </Button>
  );
}

/** Search by name or username; only open profiles are found, and only avatar, name and username are shown. */
function AddFriends({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('friends');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [searched, setSearched] = useState('');
  const results = useQuery(friendSearchQuery(userChildId, searched));
  const sendRequest = useInsertFriendRequest(userChildId);
  const form = useCheckedForm({
    initialValues: { text: '' },
    validate: ({ text }) => (text.trim().length < MIN_SEARCH_LENGTH ? { text: 'too-short' } : {}),
    problemText: () => t('add.too-short'),
  });
  const search = form.onSubmit(({ text }) => setSearched(text.trim()));
  const send = (receiverId: string, name: string) =>
    sendRequest.mutate(receiverId, {
      onSuccess: () => showToast('success', t('add.sent', { name })),
    });

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
            {...form.getInputProps('text')}
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
                  <Button onClick={() => send(child.id, child.name)} disabled={sendRequest.isPending}>
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
