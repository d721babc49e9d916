import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreditsLink } from './credits-link.tsx';

export type FooterLinks = {
  instituteName: string;
  termsUrl: string;
  privacyUrl: string;
  faqUrl: string;
  contactUrl: string;
};

const footerLinks = (links: FooterLinks) =>
  [
    { key: 'terms', href: links.termsUrl },
    { key: 'privacy', href: links.privacyUrl },
    { key: 'faq', href: links.faqUrl },
    { key: 'contact', href: links.contactUrl },
  ] as const;

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
          {footerLinks(links).map(({ key, href }) => (
            <Anchor key={key} href={href} target="_blank" rel="noopener" py={10}>
              {t(`footer.${key}`)}
            </Anchor>
          ))}
          <CreditsLink />
        </Group>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year: new Date().getFullYear(), institute: links.instituteName })}
        </Text>
      </Stack>
    </Container>
  );
}
