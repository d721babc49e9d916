import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A part of the child's start page below the next lesson (today's revision, homework): a card with its heading. */
export function StartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" w="100%" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
