import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FooterLinks = {
  instituteName: string;
  termsUrl: string;
  privacyUrl: string;
  faqUrl: string;
  contactUrl: string;
};

/** The footer of the parent pages only (spec §2). */
export function SiteFooter({ links }: { links: FooterLinks }) {
  const { t } = useTranslation();
  return (
    <Container
      component="footer"
      size="lg"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack align="center" gap="sm">
        <img src="/logo.svg" width={240} height={160} alt={t('footer.logo', { institute: links.instituteName })} />
        <Group component="nav" justify="center" gap="lg">
          <Anchor href={links.termsUrl} target="_blank" rel="noopener">
            {t('footer.terms')}
          </Anchor>
          <Anchor href={links.privacyUrl} target="_blank" rel="noopener">
            {t('footer.privacy')}
          </Anchor>
          <Anchor href={links.faqUrl} target="_blank" rel="noopener">
            {t('footer.faq')}
          </Anchor>
          <Anchor href={links.contactUrl} target="_blank" rel="noopener">
            {t('footer.contact')}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear(), institute: links.instituteName })}
        </Text>
      </Stack>
    </Container>
  );
}
