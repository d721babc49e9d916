import type { Resources } from './index.ts';
import type { Language, Namespace } from './languages.ts';

/** One namespace's texts in one language; a bundler makes each file its own chunk, loaded when first needed. */
export async function loadTexts<N extends Namespace>(language: Language, namespace: N): Promise<Resources[N]> {
  // A computed path has no type of its own: the file is the namespace's, which the types in index.ts check.
  const texts: { default: Resources[N] } = await import(`./locales/${language}/${namespace}.json`);
  return texts.default;
}
