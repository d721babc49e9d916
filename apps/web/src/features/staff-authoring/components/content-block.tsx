import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the content files page: a card named by its heading. */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
