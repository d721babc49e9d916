import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One entry of the inbox, a text or a recording: its heading with "new" while not read (or heard), a line about it
 * (its parts left out when empty), its read button beside them, then what the child sent and the conversation.
 */
export function InboxCard({
  headingId,
  title,
  isNew,
  details,
  toggle,
  children,
}: {
  headingId: string;
  title: string;
  isNew: boolean;
  details: (string | null)[];
  toggle: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff-teaching');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {title}
              </Title>
              {isNew && (
                <Badge color="blue.8" variant="filled">
                  {t('inbox.new')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {details.filter(Boolean).join(' · ')}
            </Text>
          </div>
          {toggle}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
