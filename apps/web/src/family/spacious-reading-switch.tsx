import { Card, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSetSpaciousReading } from './api/set-spacious-reading.ts';

/** "Ruim lezen": one switch, on the child's profile; `isOn` as the child's profile says (undefined: not read yet). */
export function SpaciousReadingSwitch({
  userChildId,
  isOn: saved,
}: {
  userChildId: string;
  isOn: boolean | undefined;
}) {
  const { t } = useTranslation('revision');
  const setOn = useSetSpaciousReading(userChildId);
  const isOn = setOn.isPending ? Boolean(setOn.variables) : Boolean(saved);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Switch
        size="lg"
        label={t('spacious.label')}
        description={t('spacious.help')}
        checked={isOn}
        disabled={saved === undefined}
        onChange={(event) => setOn.mutate(event.currentTarget.checked)}
      />
    </Card>
  );
}
