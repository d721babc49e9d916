import { useParams } from 'wouter';
import { DownloadsList } from '../../features/library/components/downloads-list.tsx';
import { LibraryHome } from '../../features/library/components/library-home.tsx';
import { MediaList } from '../../features/library/components/media-list.tsx';
import {
  PersonalDevelopmentChapter,
  PersonalDevelopmentList,
} from '../../features/library/components/personal-development.tsx';
import { RecitationsList } from '../../features/library/components/recitations-list.tsx';
import { WordList } from '../../features/library/components/word-list.tsx';

const useChildId = () => useParams().userChildId ?? '';

export const LibraryPage = () => <LibraryHome userChildId={useChildId()} />;
export const DownloadsPage = () => <DownloadsList userChildId={useChildId()} />;
export const DictionaryPage = () => <WordList userChildId={useChildId()} />;
export const RecitationsPage = () => <RecitationsList userChildId={useChildId()} />;
export const MediaPage = () => <MediaList userChildId={useChildId()} />;
export const PersonalDevelopmentPage = () => <PersonalDevelopmentList userChildId={useChildId()} />;
export function PersonalDevelopmentChapterPage() {
  const { userChildId = '', developmentId = '' } = useParams();
  return <PersonalDevelopmentChapter userChildId={userChildId} developmentId={developmentId} />;
}
