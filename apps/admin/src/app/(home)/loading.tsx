import { LoadingNotice } from '@/components/loading-notice';

// In the (home) group so that it wraps only the worlds list: a loading boundary above the world
// and character routes would start streaming before they can answer 404.
export default function Loading() {
  return <LoadingNotice label="Loading worlds…" />;
}
