import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/file-size.ts';

type DownloadFile = { language: string; filename: string; fileType: string; sizeBytes: number; url: string };

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF' };

/** The file in the interface language (else Dutch), with its type and size on the button. */
export function DownloadButton({ files, title }: { files: DownloadFile[]; title: string }) {
  const { t, i18n } = useTranslation('library');
  const file =
    files.find((candidate) => candidate.language === i18n.resolvedLanguage) ??
    files.find((candidate) => candidate.language === 'nl') ??
    files[0];
  if (!file) return null;
  const size = formatFileSize(file.sizeBytes, i18n.language);
  const type = TYPE_NAMES[file.fileType] ?? file.filename.split('.').pop()?.toUpperCase() ?? '';
  return (
    <Button component="a" href={file.url} download={file.filename} size="md">
      {t('downloads.download')}
      <VisuallyHidden>: {title}</VisuallyHidden> ({type}, {size})
    </Button>
  );
}
