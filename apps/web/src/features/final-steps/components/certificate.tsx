import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArabicText } from '../../../components/arabic-text.tsx';
import { ChildPage } from '../../../components/child-page.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { formatDate } from '../../../lib/formatters.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { isRefusedWith, usePageQuery } from '../../../lib/page-query.ts';
import { certificateQuery } from '../api/get-certificate.ts';
import classes from './certificate.module.css';

const STAR_TARGET = 20;
/** Not open yet (no final message sent): said on the page; any other failure is the error screen's. */
const NOT_YET = ['FINAL_STEP_LOCKED'];

/** `/certificate/{userChildId}`: the certificate on screen, to print, and as a PDF in the interface language. */
export function CertificatePage({ userChildId }: { userChildId: string }) {
  const { t, i18n } = useTranslation('certificate');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const { data, error } = usePageQuery(certificateQuery(userChildId), { answers: NOT_YET });
  const family = usePageQuery(subscriptionQuery()).data;
  const settings = family?.settings;
  const back = [{ to: `/start/${userChildId}`, label: t('back') }];
  if (isRefusedWith(error, NOT_YET))
    return (
      <ChildPage title={t('title')} back={back}>
        <Text size="lg">{t('not-yet')}</Text>
      </ChildPage>
    );
  if (!data || !settings) return <LoadingScreen />;
  const institute = settings.instituteName;
  const date = formatDate(i18n.language, data.completedAt);
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'nl';
  return (
    <ChildPage title={t('congratulations', { name: data.childName })} back={back}>
      <Card
        className={classes.certificate}
        withBorder
        radius="md"
        padding="xl"
        component="article"
        aria-label={t('title')}
      >
        <Stack align="center" gap="xs" ta="center">
          <img src="/logo.svg" width={120} height={80} alt={tc('footer.logo', { institute })} />
          <Title order={2} className={classes.heading}>
            {t('title')}
          </Title>
          <Text size="lg">{t('intro')}</Text>
          <Text className={classes.name}>{data.childName}</Text>
          <Text size="lg">
            {/* True to what was done: "completed" only when every lesson was finished. */}
            {t(data.lessonsFinished >= data.lessonCount ? 'completed-all' : 'completed-part', {
              finished: data.lessonsFinished,
              count: data.lessonCount,
              course: localized(data.courseName),
            })}
          </Text>
          <Text>
            {t('stars', { stars: String(data.stars), target: String(STAR_TARGET) })} · {t('date', { date })}
          </Text>
          <ArabicText size={30}>بارك الله فيك</ArabicText>
          <Text size="sm">{t('blessing')}</Text>
          <Text size="sm" mt="md">
            {family?.subscription?.teacherName && (
              <>
                {t('teacher', { teacher: family.subscription.teacherName })}
                <br />
              </>
            )}
            {t('on-behalf', { institute })}
          </Text>
        </Stack>
      </Card>
      <Group className={classes.actions}>
        <Button
          component="a"
          href={`${data.pdfUrl}?lang=${language}`}
          download
          size="lg"
          className={classes.action}
          classNames={{ label: classes.actionLabel }}
        >
          {t('download')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          className={classes.action}
          classNames={{ label: classes.actionLabel }}
          onClick={() => window.print()}
        >
          {t('print')}
        </Button>
      </Group>
    </ChildPage>
  );
}
