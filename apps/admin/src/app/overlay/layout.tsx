import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './overlay.css';

export const metadata: Metadata = { robots: { index: false } };

/** Overlays for OBS browser sources: no console chrome (overlay.css hides it), a transparent page, large type. */
export default function OverlayLayout({ children }: { children: ReactNode }) {
  return <div className="overlay-screen">{children}</div>;
}
