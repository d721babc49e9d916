import type { QueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/graphql-client.ts';
import { keepWaitingCopies } from '../../../offline/device-copies.ts';
import {
  type DownloadProgress,
  keepSavedLesson,
  type SavedLesson,
  storeFiles,
} from '../../../offline/saved-lessons.ts';
import { keepAppOnDevice } from '../../../offline/service-worker.ts';
import { getLessonWithLock, lessonQuery } from './get-lesson-with-lock.ts';

/** The course files a lesson plays or shows: its recitations, its picture and a stored video. */
function filesOf(content: {
  imageUrl?: string | null;
  videoUrl?: string | null;
  verses: { audioUrl?: string | null }[];
}) {
  const urls = [content.imageUrl, content.videoUrl, ...content.verses.map((verse) => verse.audioUrl)];
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/files/')))];
}

/**
 * Saves an open lesson on this device: its text, verses, words and quiz as the server answers them now, and its
 * files, with the app itself and the Quran font (the service worker's, registered now if the app has not yet done so).
 * A locked lesson is refused: locks come from the server.
 */
export async function saveLessonForOffline(
  queryClient: QueryClient,
  userChildId: string,
  lessonId: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<SavedLesson> {
  const { queryKey } = lessonQuery(userChildId, lessonId);
  const data = await request(getLessonWithLock, { userChildId, lessonId });
  const { lesson } = data;
  if (lesson.isLocked || !lesson.content) throw new ApiError('LESSON_LOCKED', 'lesson locked', {});
  const files = filesOf(lesson.content);
  const [fileBytes] = await Promise.all([storeFiles(files, onProgress), keepAppOnDevice(), keepWaitingCopies()]);
  const saved: SavedLesson = {
    userChildId,
    lessonId,
    lessonNumber: lesson.lessonNumber,
    name: lesson.name,
    copyKey: queryKey,
    files,
    bytes: fileBytes + new Blob([JSON.stringify(data)]).size,
    savedAt: new Date().toISOString(),
  };
  await keepSavedLesson(saved, data);
  await queryClient.invalidateQueries({ queryKey });
  return saved;
}
