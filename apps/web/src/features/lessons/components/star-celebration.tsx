import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagePart } from '../../../components/page-part.tsx';
import { childLessonsQuery } from '../../../family/api/get-user-child-data.ts';
import classes from './star-celebration.module.css';

/** A finished lesson's star, celebrated; the animation rests for those who prefer less motion. */
export function StarCelebration(props: {
  isOpen: boolean;
  onClose: () => void;
  lessonNumber: number;
  userChildId: string;
}) {
  const { t } = useTranslation('lessons');
  const lessons = useQuery({ ...childLessonsQuery(props.userChildId), enabled: props.isOpen });
  return (
    <Modal opened={props.isOpen} onClose={props.onClose} centered withCloseButton={false} radius="lg">
      <Stack align="center" ta="center" gap="md" py="md">
        <div className={classes.burst} aria-hidden="true">
          <span className={classes.star}>★</span>
        </div>
        <Title order={2}>{t('lesson.star-title')}</Title>
        {/* The stars as they are now, never a guess while they load. */}
        <PagePart query={lessons}>
          {({ childLessons: { stars, starTarget } }) => (
            <Text size="lg">
              {t('lesson.star-text', { number: props.lessonNumber, count: stars, target: starTarget })}
            </Text>
          )}
        </PagePart>
        <Button size="lg" onClick={props.onClose} data-autofocus>
          {t('lesson.close')}
        </Button>
      </Stack>
    </Modal>
  );
}
