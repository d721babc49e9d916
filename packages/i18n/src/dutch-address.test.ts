import { describe, expect, it } from 'vitest';
import { resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function textsOf(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textsOf(value, `${prefix}${key}.`),
  );
}

/**
 * The formal "u", "uw" and "uzelf" as words of their own: not inside a word ("uur", "uit", "duur"), not in a
 * compound or an abbreviation written with a hyphen or an apostrophe ("u-bocht", "'s"), and not in a placeholder.
 */
const FORMAL_WORD = /(?<![\p{L}\p{N}'’-])(?:u|uw|uzelf)(?![\p{L}\p{N}'’-])/iu;

const isFormal = (text: string) => FORMAL_WORD.test(text.replace(/{{[^}]*}}/g, ''));

describe('Dutch texts', () => {
  it('tell the formal "u" and "uw" from words that only hold the letter', () => {
    for (const formal of ['Dank u wel.', 'Uw bericht is verstuurd.', 'Hoe vindt u het?', 'Wacht op u', '(uw kind)'])
      expect(isFormal(formal), formal).toBe(true);
    for (const informal of ['Over een uur', 'Log uit', 'Je uitspraak', 'Duur: {{u}}', 'een u-bocht', 'Dank je wel.'])
      expect(isFormal(informal), informal).toBe(false);
  });

  it('address parents and children alike with "je", never with the formal "u" or "uw"', () => {
    const formal = Object.entries(resources.nl).flatMap(([namespace, tree]) =>
      textsOf(tree as Tree)
        .filter(([, text]) => isFormal(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(formal).toEqual([]);
  });
});
