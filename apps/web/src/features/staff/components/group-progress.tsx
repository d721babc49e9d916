import { Container } from '@mantine/core';

/** Placeholder: replaced by the page itself. */
export function GroupProgress() {
  return <Container size="lg" py="md" />;
}
