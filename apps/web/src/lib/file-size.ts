import { numberFormat } from './formatters.ts';

/** A file's size as people read it, in the interface language: "850 kB", "2,4 MB". */
export function formatFileSize(bytes: number, language: string) {
  const isLarge = bytes >= 1_000_000;
  return numberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
