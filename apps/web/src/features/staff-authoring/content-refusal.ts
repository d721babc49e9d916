import {
  CONTENT_REFUSAL_CODES,
  type ContentRefusalCode,
  type ContentRefusalParams,
} from '@koran-kids/protocol/content-refusals';

/** A refused content file or pack as the server names it: why (a code), where (file and line), and the details. */
export type ContentRefusal = {
  code: ContentRefusalCode;
  file: string;
  line: number | null;
  params: ContentRefusalParams;
};

const isCode = (code: unknown): code is ContentRefusalCode =>
  (CONTENT_REFUSAL_CODES as readonly unknown[]).includes(code);

/** The refusal in an upload's answer, or null when the answer is another kind of refusal (or an unknown code). */
export function contentRefusalOf(body: Record<string, unknown>): ContentRefusal | null {
  if (body.error !== 'pack-refused' || !isCode(body.code)) return null;
  const params = typeof body.params === 'object' && body.params !== null ? (body.params as ContentRefusalParams) : {};
  return {
    code: body.code,
    file: typeof body.file === 'string' ? body.file : '',
    line: typeof body.line === 'number' ? body.line : null,
    params,
  };
}

/** Where the sentence goes: `refused.pack-refused` with the line, `refused.file-refused` without one. */
export const refusalKeys = (refusal: ContentRefusal) =>
  ({
    where: refusal.line ? 'refused.pack-refused' : 'refused.file-refused',
    reason: `reasons.${refusal.code}`,
  }) as const;
