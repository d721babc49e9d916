import { describe, expect, it } from 'vitest';
import { operationIn } from './index.ts';

describe('the operation of a GraphQL document', () => {
  it('is found after the fragments the document carries, not in a type condition', () => {
    const document = 'fragment AvatarPart on Query { child { id } } query getLessonPage($id: ID!) { ...AvatarPart }';
    expect(operationIn(document)).toEqual({ kind: 'query', name: 'getLessonPage' });
    expect(operationIn('mutation updateViewCount { updateViewCount }')).toEqual({
      kind: 'mutation',
      name: 'updateViewCount',
    });
    expect(operationIn('fragment Only on Query { child { id } }')).toBeNull();
  });
});
