import { fail } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERIAL = /^[1-9]\d{0,8}$/;

export const isUuid = (value: unknown) => UUID.test(String(value));

/** An id that is not of its kind's shape cannot name anything: NOT_FOUND, as for a well-formed id that is unknown. */
const uuidId =
  (what: string) =>
  (value: string | number): string =>
    UUID.test(String(value)) ? String(value) : fail('NOT_FOUND', `no such ${what}`);

const serialId =
  (what: string) =>
  (value: string | number): number =>
    SERIAL.test(String(value)) ? Number(value) : fail('NOT_FOUND', `no such ${what}`);

/** One parser per kind of id the client sends; every module parses its arguments with these. */
export const parseId = {
  lesson: serialId('lesson'),
  achievement: serialId('achievement'),
  question: serialId('question'),
  message: uuidId('message'),
  friend: uuidId('friend'),
  friendRequest: uuidId('friend request'),
  child: uuidId('child'),
  courseGroup: serialId('course group'),
  subscription: uuidId('subscription'),
  announcement: serialId('announcement'),
  weeklyFact: serialId('weekly fact'),
  person: uuidId('person'),
  recording: uuidId('recording'),
  revisionGrade: uuidId('revision grade'),
  homework: uuidId('homework'),
};
