import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('not-found.title')}</Title>
        <Text>{t('not-found.text')}</Text>
        <Button component={Link} to="/" size="lg">
          {t('not-found.back')}
        </Button>
      </Stack>
    </Container>
  );
}
