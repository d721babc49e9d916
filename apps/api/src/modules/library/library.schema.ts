import type { Bilingual } from '@koran-kids/db/schema';
import { subscriptionOf } from '../../context.ts';
import { builder } from '../../schema/builder.ts';
import { LocalizedText, WordTimingRef } from '../../schema/refs.ts';
import { childScope } from '../../schema/scopes.ts';
import {
  type DownloadFile,
  dictionaryOf,
  type LibraryDownload,
  libraryDownloadsOf,
  mediaOf,
  personalDevelopmentsOf,
  recitationsOf,
  shelvesOf,
} from './library.service.ts';

const DownloadFileRef = builder.objectRef<DownloadFile>('DownloadFile').implement({
  description: 'One language version of a download; `url` goes through the server, for the family only.',
  fields: (t) => ({
    language: t.exposeString('language'),
    filename: t.exposeString('filename'),
    fileType: t.exposeString('fileType'),
    sizeBytes: t.exposeInt('sizeBytes'),
    url: t.exposeString('url'),
  }),
});

const LibraryDownloadRef = builder.objectRef<LibraryDownload>('LibraryDownload').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.field({ type: LocalizedText, resolve: (download) => download.title }),
    createdAt: t.field({ type: 'DateTime', resolve: (download) => download.createdAt }),
    files: t.field({ type: [DownloadFileRef], resolve: (download) => download.files }),
  }),
});

type DictionaryWord = { id: number; character: string; characterName: Bilingual; word: string; meaning: Bilingual };
const DictionaryWordRef = builder.objectRef<DictionaryWord>('DictionaryWord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    character: t.exposeString('character'),
    characterName: t.field({ type: LocalizedText, resolve: (word) => word.characterName }),
    word: t.exposeString('word'),
    meaning: t.field({ type: LocalizedText, resolve: (word) => word.meaning }),
  }),
});

type RecitationVerse = {
  ayahNumber: number;
  verse: string;
  pronunciation: string;
  simplePronunciation: Bilingual | null;
  audioUrl: string | null;
  wordTimings: [number, number][] | null;
};
const RecitationVerseRef = builder.objectRef<RecitationVerse>('RecitationVerse').implement({
  fields: (t) => ({
    ayahNumber: t.exposeInt('ayahNumber'),
    verse: t.exposeString('verse', { description: 'Arabic (Uthmani) text.' }),
    pronunciation: t.exposeString('pronunciation'),
    simplePronunciation: t.field({
      type: LocalizedText,
      nullable: true,
      resolve: (verse) => verse.simplePronunciation,
    }),
    audioUrl: t.exposeString('audioUrl', { nullable: true }),
    wordTimings: t.field({ type: [WordTimingRef], nullable: true, resolve: (verse) => verse.wordTimings }),
  }),
});

type Recitation = Awaited<ReturnType<typeof recitationsOf>>[number];
const RecitationRef = builder.objectRef<Recitation>('Recitation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.field({ type: LocalizedText, resolve: (recitation) => recitation.title }),
    surahNumber: t.exposeInt('surahNumber', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    vimeoUrl: t.exposeString('vimeoUrl', { nullable: true }),
    verses: t.field({ type: [RecitationVerseRef], resolve: (recitation) => recitation.verses }),
  }),
});

type MediaVideo = Awaited<ReturnType<typeof mediaOf>>[number];
const MediaVideoRef = builder.objectRef<MediaVideo>('MediaVideo').implement({
  fields: (t) => ({
    id: t.id({ resolve: (video) => `${video.kind}-${video.id}` }),
    kind: t.exposeString('kind', { description: 'LESSON or PERSONAL_DEVELOPMENT' }),
    number: t.exposeInt('number', { description: 'Lesson number or chapter.' }),
    title: t.field({ type: LocalizedText, resolve: (video) => video.title }),
    vimeoUrl: t.exposeString('vimeoUrl', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
  }),
});

type PersonalDevelopment = Awaited<ReturnType<typeof personalDevelopmentsOf>>[number];
const PersonalDevelopmentRef = builder.objectRef<PersonalDevelopment>('PersonalDevelopment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    chapter: t.exposeInt('chapter'),
    title: t.field({ type: LocalizedText, resolve: (item) => item.title }),
    subtitle: t.field({ type: LocalizedText, nullable: true, resolve: (item) => item.subtitle }),
    text: t.field({ type: LocalizedText, nullable: true, resolve: (item) => item.text }),
    image: t.exposeString('image', { nullable: true }),
    vimeoUrl: t.exposeString('vimeoUrl', { nullable: true }),
    attachment: t.field({ type: LibraryDownloadRef, nullable: true, resolve: (item) => item.attachment }),
  }),
});

const LibraryShelvesRef = builder.objectRef<Awaited<ReturnType<typeof shelvesOf>>>('LibraryShelves').implement({
  description: 'What the library holds of what the institute records, so its tiles promise only that.',
  fields: (t) => ({
    recitationCount: t.exposeInt('recitationCount', { description: 'Recitations that can be heard.' }),
    videoCount: t.exposeInt('videoCount', { description: 'Videos of the lessons and of personal development.' }),
  }),
});

builder.queryFields((t) => ({
  libraryShelves: t.field({
    type: LibraryShelvesRef,
    description: 'How many recitations and videos the library holds (its start page).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => shelvesOf(context.db, (await subscriptionOf(context)).courseId),
  }),
  libraryDownloads: t.field({
    type: [LibraryDownloadRef],
    description: "The course's downloads, newest first (getLibraryDownloads).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => libraryDownloadsOf(context.db, (await subscriptionOf(context)).courseId),
  }),
  dictionaryWords: t.field({
    type: [DictionaryWordRef],
    description: 'The word list: a word from the Quran for every letter, by letter (getDictionaryWords).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => dictionaryOf(context.db, (await subscriptionOf(context)).courseId),
  }),
  recitations: t.field({
    type: [RecitationRef],
    description: "Recitations from the lessons, of the course's own type (getRecitations).",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => recitationsOf(context.db, (await subscriptionOf(context)).courseId),
  }),
  media: t.field({
    type: [MediaVideoRef],
    description: "The course's videos: lesson videos and personal-development videos.",
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => mediaOf(context.db, (await subscriptionOf(context)).courseId),
  }),
  personalDevelopments: t.field({
    type: [PersonalDevelopmentRef],
    description: 'My lessons for personal development, by chapter (getPersonalDevelopments).',
    args: { userChildId: t.arg.id({ required: true }) },
    authScopes: childScope,
    resolve: async (_, __, context) => personalDevelopmentsOf(context.db, (await subscriptionOf(context)).courseId),
  }),
}));
