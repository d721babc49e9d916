import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  for (const namespace of Object.keys(resources.nl) as (keyof typeof resources.nl)[]) {
    it(`has the same keys in Dutch and English in ${namespace}`, () => {
      const [nl, en] = LANGUAGES.map((language) => keysOf(resources[language][namespace] as Tree).sort());
      expect(en).toEqual(nl);
    });

    it(`has no empty text and the same placeholders in both languages in ${namespace}`, () => {
      const nl = resources.nl[namespace] as Tree;
      const en = resources.en[namespace] as Tree;
      for (const text of [...valuesOf(nl), ...valuesOf(en)]) expect(text.trim()).not.toBe('');
      for (const key of keysOf(nl)) {
        const lookup = (tree: Tree) =>
          key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part] as Tree, tree);
        expect(placeholders(String(lookup(en))), key).toEqual(placeholders(String(lookup(nl))));
      }
    });
  }
});
