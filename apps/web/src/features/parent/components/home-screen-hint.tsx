import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Device, shouldShowHomeScreenHint } from '../home-screen.ts';

/** Kept in this browser, not the account: the hint is about this device. */
const DISMISSED_KEY = 'koran-kids-home-screen-hint-dismissed';

function thisDevice(): Device {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    isDisplayStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

// Safari refuses localStorage where a parent blocks all site data: the hint then simply shows again.
function isDismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Shown again next time; nothing else depends on it.
  }
}

/** Safari on an iPhone or iPad has no install prompt: its own steps, until done or dismissed on this device. */
export function HomeScreenHint() {
  const { t } = useTranslation('parent');
  const [isShown, setIsShown] = useState(() => shouldShowHomeScreenHint(thisDevice(), isDismissed()));
  if (!isShown) return null;
  return (
    <Paper withBorder radius="md" p="md" bg="blue.0" component="section" aria-labelledby="home-screen-hint-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="home-screen-hint-title">
          {t('home-screen.title')}
        </Title>
        <Text>{t('home-screen.why')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('home-screen.share')}</List.Item>
          <List.Item>{t('home-screen.add')}</List.Item>
          <List.Item>{t('home-screen.confirm')}</List.Item>
        </List>
        <Button
          variant="default"
          size="sm"
          w="fit-content"
          onClick={() => {
            rememberDismissed();
            setIsShown(false);
          }}
        >
          {t('home-screen.dismiss')}
        </Button>
      </Stack>
    </Paper>
  );
}
