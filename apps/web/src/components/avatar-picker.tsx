import { Fieldset, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './avatar-picker.module.css';
import { AVATAR_CATEGORIES, ChildAvatar } from './child-avatar/child-avatar.tsx';

/** The avatars to choose from, boys and girls apart: a radio group a child taps by its picture. */
export function AvatarPicker(props: { value?: string; onChange: (avatar: string) => void; error?: ReactNode }) {
  const { t } = useTranslation('profiles');
  const groups = [
    { label: t('create.kids-boys'), avatars: AVATAR_CATEGORIES.boys },
    { label: t('create.kids-girls'), avatars: AVATAR_CATEGORIES.girls },
  ];
  return (
    <Radio.Group label={t('create.avatar')} value={props.value} onChange={props.onChange} error={props.error} required>
      {groups.map((group) => (
        <Fieldset key={group.label} legend={group.label} variant="unstyled" mt="xs">
          <div className={classes.avatars}>
            {group.avatars.map((avatar, index) => (
              // biome-ignore lint/a11y/noLabelWithoutControl: the Mantine Radio inside renders the input.
              <label key={avatar} className={classes.avatar} data-checked={props.value === avatar || undefined}>
                <Radio
                  value={avatar}
                  aria-label={`${group.label}: ${t('create.avatar-label', { number: index + 1 })}`}
                  className={classes.radio}
                />
                <ChildAvatar avatar={avatar} size={64} />
              </label>
            ))}
          </div>
        </Fieldset>
      ))}
    </Radio.Group>
  );
}
