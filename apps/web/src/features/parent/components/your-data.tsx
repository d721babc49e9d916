import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { DataAndDeletion } from './child-details.tsx';
import { PincodeGate } from './pincode-gate.tsx';

/**
 * `/your-data`: each child's data export and erasure, behind the pincode. Reachable from the expiry page, since
 * both stay a family's right after its subscription has ended (DECISIONS: expired).
 */
export function YourData() {
  return (
    <PincodeGate>
      <ChildrenData />
    </PincodeGate>
  );
}

function ChildrenData() {
  const { t } = useTranslation('parent');
  // The profiles of an ended subscription are listed only once the parent area is open: read them again now.
  const { data } = usePageQuery({ ...subscriptionQuery(), refetchOnMount: 'always' });
  if (!data) return <LoadingScreen />;
  const children = data.subscription?.children ?? [];
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('your-data.title')}</Title>
        <Text>{t('your-data.text')}</Text>
        {children.length === 0 && <Text>{t('your-data.no-profiles')}</Text>}
        {children.map((child) => (
          <DataAndDeletion key={child.id} child={child} afterErasing="/your-data" />
        ))}
        <Title order={2} size="h3">
          {t('your-data.teacher-title')}
        </Title>
        <Text>{t('your-data.teacher')}</Text>
        <Button component={Link} to="/" variant="default" w="fit-content">
          {t('your-data.back')}
        </Button>
      </Stack>
    </Container>
  );
}
