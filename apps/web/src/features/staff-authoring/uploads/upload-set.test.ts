import { describe, expect, it } from 'vitest';
import { outsideTheCourse } from './upload-set.ts';

describe("a reciter's files the course has no verse for", () => {
  const leftOut = outsideTheCourse(new Set(['1:1', '112:4']));

  it('keeps back a verse no lesson has, refused as the server refuses it, and sends the course’s own', () => {
    expect(leftOut('002255.mp3')).toEqual({ ok: false, code: 'verse-not-in-course', body: { verse: '2:255' } });
    expect(leftOut('001001.mp3')).toBeNull();
    expect(leftOut('112004.MP3')).toBeNull();
  });

  it('sends everything while the course’s verses are unknown, and leaves other names to the checks', () => {
    expect(outsideTheCourse(undefined)('002255.mp3')).toBeNull();
    expect(leftOut('notes.txt')).toBeNull();
  });
});
