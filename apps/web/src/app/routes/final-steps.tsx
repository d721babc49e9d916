import { useParams, useSearchParams } from 'wouter';
import { CertificatePage as Certificate } from '../../features/final-steps/components/certificate.tsx';
import { FinalMessage } from '../../features/final-steps/components/final-message.tsx';
import { FinalTest } from '../../features/final-steps/components/final-test.tsx';
import { ParentFinalTest } from '../../features/final-steps/components/parent-final-test.tsx';

const useChildId = () => useParams().userChildId ?? '';

export const FinalTestPage = () => <FinalTest userChildId={useChildId()} />;
export const FinalMessagePage = () => <FinalMessage userChildId={useChildId()} />;
export const CertificatePage = () => <Certificate userChildId={useChildId()} />;
export function ParentFinalTestPage() {
  const [search] = useSearchParams();
  return <ParentFinalTest userChildId={search.get('child') ?? ''} />;
}
