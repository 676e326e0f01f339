import { LoadingNotice } from '@/components/loading-notice';

export default function Loading() {
  return <LoadingNotice label="Loading the characters free to found a team…" />;
}
