import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "n / 20" with a bar: one star per finished lesson. */
export function StarMeter({ stars, target }: { stars: number; target: number }) {
  const { t } = useTranslation('lessons');
  return (
    <Stack gap={4} w="100%" maw={320}>
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg" aria-hidden="true">
          ★ {t('home.stars', { count: stars, target })}
        </Text>
      </Group>
      <Progress
        value={(stars / target) * 100}
        color="yellow"
        size="lg"
        radius="xl"
        aria-label={t('home.stars-label', { count: stars, target })}
      />
    </Stack>
  );
}
