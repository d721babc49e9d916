import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BusyError, OfflineError } from './graphql-client.ts';
import { sharedRead } from './shared-read.ts';

type Page = { avatar: string; lessons: number };

/** A shared read whose answers the test decides, counting the requests of the shared and the parts' own reads. */
function reads(answer: () => Promise<Page>) {
  const sent: string[] = [];
  const read = sharedRead((child: string) => {
    sent.push(`page of ${child}`);
    return answer();
  });
  const alone = (part: keyof Page, value: string | number) => () => {
    sent.push(`${part} alone`);
    return Promise.resolve(value);
  };
  return { sent, read, alone };
}

describe('a shared read', () => {
  afterEach(() => vi.useRealTimers());

  it('gives each part from one request, once; a part asked again asks alone', async () => {
    const { sent, read, alone } = reads(async () => ({ avatar: 'owl', lessons: 3 }));
    read.start('amina');
    const avatar = read.partOr('amina', 'avatar', (page) => page.avatar, alone('avatar', 'cat'));
    const lessons = read.partOr('amina', 'lessons', (page) => page.lessons, alone('lessons', 0));
    expect([await avatar, await lessons]).toEqual(['owl', 3]);
    expect(await read.partOr('amina', 'avatar', (page) => page.avatar, alone('avatar', 'cat'))).toBe('cat');
    expect(sent).toEqual(['page of amina', 'avatar alone']);
  });

  it('asks alone for a child whose page was not read, and once the read is no longer new', async () => {
    vi.useFakeTimers();
    const { sent, read, alone } = reads(async () => ({ avatar: 'owl', lessons: 3 }));
    read.start('amina');
    expect(await read.partOr('bilal', 'avatar', (page) => page.avatar, alone('avatar', 'cat'))).toBe('cat');
    vi.advanceTimersByTime(10_001);
    expect(await read.partOr('amina', 'avatar', (page) => page.avatar, alone('avatar', 'cat'))).toBe('cat');
    expect(sent).toEqual(['page of amina', 'avatar alone', 'avatar alone']);
  });

  it('asks alone after a refusal, so that only the refused part fails', async () => {
    const { sent, read, alone } = reads(() => Promise.reject(new ApiError('FORBIDDEN', 'not yours', {})));
    read.start('amina');
    expect(await read.partOr('amina', 'lessons', (page) => page.lessons, alone('lessons', 0))).toBe(0);
    expect(sent).toEqual(['page of amina', 'lessons alone']);
  });

  it.each([
    ['offline', new OfflineError()],
    ['busy', new BusyError(2000)],
  ])('passes the failure on without asking again when %s', async (_, failure) => {
    const { sent, read, alone } = reads(() => Promise.reject(failure));
    read.start('amina');
    await expect(read.partOr('amina', 'lessons', (page) => page.lessons, alone('lessons', 0))).rejects.toBe(failure);
    expect(sent).toEqual(['page of amina']);
  });

  it("asks for what else the page is of (a lesson's id), and gives its parts by the child", async () => {
    const asked: string[] = [];
    const read = sharedRead(async (child: string, lesson: string) => {
      asked.push(`${child}, lesson ${lesson}`);
      return { lesson: `lesson ${lesson}`, avatar: 'owl' };
    });
    read.start('amina', '7');
    const lesson = read.partOr(
      'amina',
      'lesson',
      (page) => page.lesson,
      async () => 'alone',
    );
    expect(await lesson).toBe('lesson 7');
    expect(asked).toEqual(['amina, lesson 7']);
  });
});
