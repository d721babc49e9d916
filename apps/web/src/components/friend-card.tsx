import { Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChildAvatar } from './child-avatar/child-avatar.tsx';

type Friend = { name: string; username: string; avatar: string };

/** Another child as every list shows it: avatar, name and username, with the actions beside them. */
export function FriendCard({ friend, children }: { friend: Friend; children?: ReactNode }) {
  return (
    <Card component="li" withBorder radius="lg" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ChildAvatar avatar={friend.avatar} size={56} />
          <div>
            <Text fw={700} size="lg">
              {friend.name}
            </Text>
            <Text size="sm" c="gray.7">
              @{friend.username}
            </Text>
          </div>
        </Group>
        {children && <Group gap="xs">{children}</Group>}
      </Group>
    </Card>
  );
}
