import { splitStoryHtml } from '@/lib/video-embed';
import { VideoFacade } from '@/features/campaigns/components/video-facade';

/**
 * A sanitised story (server: content/rich-text.ts) with its video placeholders shown as facades.
 * Rendered the same on the server and in the browser (no window needed).
 */
export function StoryContent({ html, title, className }: { html: string; title: string; className?: string }) {
  const parts = splitStoryHtml(html);
  let videos = 0;
  return (
    <div className={className}>
      {parts.map((part, index) =>
        part.kind === 'html' ? (
          // Sanitised by the server before it was stored; a slice of it between placeholders stays sanitised.
          <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <div key={index} className="my-6">
            <VideoFacade video={part.video} title={`${title}, story video ${++videos}`} />
          </div>
        ),
      )}
    </div>
  );
}
