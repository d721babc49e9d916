import { Anchor, Container, Group, rem, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type BackLink = { to: string; label: string };

/** The frame of a child's page: Back links above, one heading, then the content. */
export function ChildPage({ title, back, children }: { title: ReactNode; back: BackLink[]; children: ReactNode }) {
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group gap="lg" component="nav">
          {back.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} py={10}>
              ← {link.label}
            </Anchor>
          ))}
        </Group>
        <Title order={1} fz={{ base: rem(28), sm: rem(34) }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
