/**
 * A button that opens one video in the video dialog (the dialog, and Video.js for mp4, load
 * when it is first pressed). The button's content is the caller's (a thumbnail, a label).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { VideoItem } from './video-dialog';

const VideoDialog = lazy(() => import('./video-dialog').then((m) => ({ default: m.VideoDialog })));

export function VideoLauncher({
  video,
  label,
  className,
  children,
}: {
  video: VideoItem;
  /** the accessible name of the button */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={label} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VideoDialog video={video} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
