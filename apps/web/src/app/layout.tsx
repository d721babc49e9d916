import { Container, Group } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';

/** The frame of every page: the language switch on top, the page fading in. */
export function AppLayout() {
  const location = useLocation();
  return (
    <>
      <Container component="header" size="lg" py="xs">
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
      </Container>
      <main key={location.pathname} className="page-enter">
        <Outlet />
      </main>
    </>
  );
}
