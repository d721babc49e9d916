import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where codegen writes (a test builds a next release from another folder). */
const CODEGEN_OUTPUT = new URL('../src/gql/', import.meta.url);
/** `export const GetSessionDocument = new TypedDocumentString(`…`, {"hash":"sha256:…"})` in codegen's output. */
const DOCUMENT = /export const (\w+) = new TypedDocumentString\((`[^`]*`), (\{[^}]*\})\)/g;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const CALL_IMPORT = /import \{ graphql \} from '[^']*\/gql\/gql\.ts';\n?/;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+(\w+)/;
/** How codegen's text of a document starts: the operation or fragment, then the fragments it spreads. */
const DOCUMENT_START = /^`\s*(query|mutation|subscription|fragment)\s+(\w+)/;

/** Codegen's name for the document of an operation or fragment (`getSession` → `GetSessionDocument`). */
function documentName(source: string) {
  const [, kind, name = ''] = DEFINITION.exec(source) ?? [];
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * What the built app keeps of a document's text: its kind and name ("query getLessonPage"). The server runs a build's
 * operations by their hash alone (lib/graphql-client.ts), and the name goes along as the operation's name; the rest
 * of the text was 12 KB of the first screen's code that nothing read. (So no code may read a document's text.)
 */
function inBuild(text: string) {
  const [, kind, name] = DOCUMENT_START.exec(text) ?? [];
  return kind && name ? `\`${kind} ${name}\`` : null;
}

/**
 * In the build, each `graphql(`…`)` call becomes the document codegen generated for it (its kind and name, and its
 * persisted hash), written where it is used: a route's chunk then carries only its own operations. Through
 * codegen's `src/gql/` every operation of the app would be in one module, and so in the first screen's chunk
 * (a bundler does not split a module between chunks; codegen's babel plugin leaves them in that one module too).
 * The build's documents go beside it (persisted-documents.json): the server that serves this build runs them.
 */
export function documentsInPlace(codegenOutput = CODEGEN_OUTPUT): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'koran-kids:graphql-documents-in-place',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const generated = readFileSync(new URL('graphql.ts', codegenOutput), 'utf8');
      documents = new Map(
        [...generated.matchAll(DOCUMENT)].map(([, name = '', text = '', meta]) => {
          // Codegen wrote it otherwise than it did: better no build than one that carries every text again.
          const kept = inBuild(text) ?? this.error(`${name}: no operation or fragment at the start of its text`);
          return [name, `${kept}, ${meta}`];
        }),
      );
    },
    generateBundle() {
      const source = readFileSync(new URL('persisted-documents.json', codegenOutput), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'persisted-documents.json', source });
    },
    transform(code, id) {
      if (id.includes('/src/gql/') || !CALL_IMPORT.test(code)) return null;
      const inPlace = code.replace(CALL, (_call, source: string) => {
        const name = documentName(source);
        const document = documents.get(name);
        if (!document) this.error(`${id}: no generated ${name}; run npm run schema`);
        return `new DocumentString(${document})`;
      });
      return `import { DocumentString } from '${new URL('../src/lib/document-string.ts', import.meta.url).pathname}';\n${inPlace.replace(CALL_IMPORT, '')}`;
    },
  };
}
