/** The cache holding the course files (recitations, images, videos) of lessons saved for offline. */
export const OFFLINE_FILES_CACHE = 'koran-kids-lesson-files';
