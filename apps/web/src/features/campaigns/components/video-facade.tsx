import { useState } from 'react';
import { Play } from 'lucide-react';
import { PROVIDER_NAMES, embedUrlOf, type VideoRef } from '@/lib/video-embed';

/**
 * A click-to-load video: until the visitor presses play nothing is requested from YouTube or Vimeo
 * (no thumbnail, no script), so the page stays fast and private; then the privacy-enhanced player
 * loads in its place, already playing (docs/product-rules.md#story-video-embeds).
 */
export function VideoFacade({ video, title }: { video: VideoRef; title: string }) {
  const [playing, setPlaying] = useState(false);
  const provider = PROVIDER_NAMES[video.provider];
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-foreground/90" data-video-facade={video.provider}>
      {playing ? (
        <iframe
          src={embedUrlOf(video)}
          title={`${title} (${provider} video)`}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="absolute inset-0 grid size-full place-items-center text-background focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-ring"
        >
          <span className="grid justify-items-center gap-2">
            <Play aria-hidden="true" className="size-14 rounded-full bg-background/20 p-3" />
            <span className="font-semibold">
              Play video<span className="sr-only">: {title}</span>
            </span>
            <span className="text-sm opacity-80">Loads from {provider} when you press play</span>
          </span>
        </button>
      )}
    </div>
  );
}
