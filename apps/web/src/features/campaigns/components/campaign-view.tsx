import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin, PlayCircle } from 'lucide-react';
import { parseVideoUrl } from '@/lib/video-embed';
import { CATEGORIES } from '@crowdspark/shared/constants/categories';
import type { CampaignDetail } from '@crowdspark/shared/contracts/campaigns';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { CampaignCover } from '@/features/campaigns/components/campaign-cover';
import { CampaignProgressSummary, CampaignStatusBadge } from '@/features/campaigns/components/campaign-progress';
import { ShareLinks } from '@/features/campaigns/components/share-links';
import { CampaignGallery } from '@/features/campaigns/components/campaign-gallery';
import { StoryContent } from '@/features/campaigns/components/story-content';
import { VideoFacade } from '@/features/campaigns/components/video-facade';
import { CampaignTabs } from '@/features/campaigns/components/campaign-tabs';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

const STATUS_NOTES: Partial<Record<CampaignDetail['status'], string>> = {
  successful: 'This campaign has ended and reached its goal.',
  unsuccessful: 'This campaign has ended without reaching its goal; pledges were returned to the backers’ wallets.',
  canceled: 'The creator canceled this campaign; every pledge was returned to the backers’ wallets.',
  suspended: 'Crowdspark has paused this campaign while we look into it. Pledges are held and nothing is charged.',
  draft: 'This is a draft: only you can see it until you launch it.',
};

interface CampaignViewProps {
  campaign: CampaignDetail;
  /** The back-this panel (composed by the page from the pledges feature). */
  backPanel: ReactNode;
  /** Owner actions (edit, cancel). */
  ownerActions?: ReactNode;
  /** Reader actions in the header (the social feature's Save button with its count). */
  readerActions?: ReactNode;
  /** In the creator box (the social feature's Follow button). */
  creatorAction?: ReactNode;
  shareUrl: string;
  /** The campaign's updates (composed by the page from the updates feature), section id `updates`. */
  updates?: ReactNode;
  /** The campaign's comments (composed by the page from the comments feature), section id `comments`. */
  comments?: ReactNode;
  /** The creator's monthly membership (composed by the page from the memberships feature), below the campaign's sections. */
  membership?: ReactNode;
  /**
   * The Money tab's content (the money trail, loaded by the page when the tab opens). Without it
   * the page has no tabs; with it, `tab` says which one shows and `onTabChange` is told of a change.
   */
  money?: ReactNode;
  tab?: CampaignTab;
  onTabChange?: (tab: CampaignTab) => void;
}

export type CampaignTab = 'campaign' | 'money';

/** A section of the creator's plain text: shown as text, line breaks kept (docs/product-rules.md#campaign-page-sections). */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-4 max-w-prose whitespace-pre-line">{text}</p>
    </section>
  );
}

const sectionLink =
  'rounded-full px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** /campaigns/:id: header, progress, story, gallery, FAQ; the back-this panel sits in the side column. */
export function CampaignView({
  campaign,
  backPanel,
  ownerActions,
  readerActions,
  creatorAction,
  shareUrl,
  updates,
  comments,
  membership,
  money,
  tab = 'campaign',
  onTabChange,
}: CampaignViewProps) {
  const title = campaign.title ?? 'Untitled campaign';
  const category = CATEGORIES.find((c) => c.slug === campaign.category)?.name;
  const note = STATUS_NOTES[campaign.status];
  const video = campaign.videoUrl ? parseVideoUrl(campaign.videoUrl) : null;
  // Anchors to the page's sections (docs/product-rules.md#campaign-page-sections); only those it has.
  const sections = [
    { id: 'story', label: 'Story', shown: true },
    { id: 'updates', label: 'Updates', shown: updates !== undefined },
    { id: 'comments', label: 'Comments', shown: comments !== undefined },
    { id: 'faq', label: 'FAQ', shown: campaign.faqs.length > 0 },
    { id: 'risks', label: 'Risks', shown: campaign.risks !== null },
  ].filter((section) => section.shown);
  // The campaign's own sections: the Campaign tab's content, or the page's when it has no tabs.
  const about = (
    <>
      <nav aria-label="Campaign sections" className="border-b border-border pb-2">
        <ul className="flex flex-wrap gap-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={sectionLink}>
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="story" aria-labelledby="story-heading" className="scroll-mt-32">
        <h2 id="story-heading" className="text-2xl font-bold tracking-tight">
          Story
        </h2>
        {campaign.storyHtml ? (
          <StoryContent html={campaign.storyHtml} title={title} className="prose-page mt-4 max-w-prose" />
        ) : (
          <p className="mt-4 text-muted-foreground">The creator has not written the story yet.</p>
        )}
      </section>
      {/* The community feature's sections bring their own headings ("Updates", "Comments"). */}
      {updates !== undefined ? (
        <div id="updates" className="scroll-mt-32">
          {updates}
        </div>
      ) : null}
      {comments !== undefined ? (
        <div id="comments" className="scroll-mt-32">
          {comments}
        </div>
      ) : null}
      {campaign.gallery.length > 0 ? (
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="text-2xl font-bold tracking-tight">
            Gallery
          </h2>
          <CampaignGallery images={campaign.gallery} title={title} />
        </section>
      ) : null}
      {campaign.faqs.length > 0 ? (
        <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-32">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
            Questions and answers
          </h2>
          <div className="mt-4 grid gap-3">
            {campaign.faqs.map((faq) => (
              <details key={faq.id} className="rounded-xl border border-border bg-card p-4 [&_summary]:cursor-pointer">
                <summary className="font-semibold">{faq.question}</summary>
                <p className="mt-2 whitespace-pre-line text-muted-foreground">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      {campaign.risks !== null ? <TextSection id="risks" title="Risks and challenges" text={campaign.risks} /> : null}
      {campaign.aboutCreator !== null ? (
        <TextSection id="about-creator" title="About the creator" text={campaign.aboutCreator} />
      ) : null}
    </>
  );
  return (
    <article className="grid gap-8">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <CampaignStatusBadge status={campaign.status} />
          {category ? <span>{category}</span> : null}
          {campaign.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {campaign.location}
            </span>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        {campaign.blurb ? <p className="max-w-3xl text-lg text-muted-foreground">{campaign.blurb}</p> : null}
        {ownerActions || readerActions ? (
          <div className="flex flex-wrap gap-3">
            {ownerActions}
            {readerActions}
          </div>
        ) : null}
      </header>
      {note ? (
        <Alert variant={campaign.status === 'canceled' || campaign.status === 'suspended' ? 'destructive' : 'info'}>{note}</Alert>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-8">
          <CampaignCover
            url={campaign.cover?.url ?? null}
            variants={campaign.cover?.variants ?? null}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 100vw"
            className="rounded-2xl"
            priority
          />
          <section aria-labelledby="progress-heading" className="grid gap-4 lg:hidden">
            <h2 id="progress-heading" className="sr-only">
              Funding progress
            </h2>
            <CampaignProgressSummary campaign={campaign} size="lg" />
            {campaign.status === 'live' ? (
              <a
                href="#back-this-heading"
                className="inline-flex h-11 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                Back this campaign
              </a>
            ) : null}
          </section>
          <div className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4">
            {campaign.creator.photoURL ? (
              <img src={campaign.creator.photoURL} alt="" className="size-12 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-primary-soft font-semibold text-primary-soft-foreground"
              >
                {initials(campaign.creator.displayName)}
              </span>
            )}
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Created by</p>
              {campaign.creator.username ? (
                <Link to={paths.profile(campaign.creator.username)} className="font-semibold text-link hover:underline">
                  {campaign.creator.displayName}
                </Link>
              ) : (
                <p className="font-semibold">{campaign.creator.displayName}</p>
              )}
            </div>
            {creatorAction ? <div className="ml-auto">{creatorAction}</div> : null}
          </div>
          {video ? (
            <VideoFacade video={video} title={`${title}: campaign video`} />
          ) : campaign.videoUrl ? (
            <p>
              <a
                href={campaign.videoUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-2 font-semibold text-link hover:underline"
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                Watch the campaign video<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          ) : null}
          {money === undefined ? (
            about
          ) : (
            <CampaignTabs
              label="Campaign information"
              selected={tab}
              onSelect={(value) => onTabChange?.(value)}
              tabs={[
                { value: 'campaign', label: 'Campaign', content: about },
                { value: 'money', label: 'Money', content: money },
              ]}
            />
          )}
          {membership}
          <section aria-labelledby="share-heading">
            <h2 id="share-heading" className="text-lg font-semibold">
              Share this campaign
            </h2>
            <div className="mt-3">
              <ShareLinks url={shareUrl} title={title} />
            </div>
          </section>
        </div>
        <aside className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start" aria-label="Progress and rewards">
          <div className="hidden lg:block">
            <CampaignProgressSummary campaign={campaign} size="lg" />
          </div>
          {backPanel}
        </aside>
      </div>
    </article>
  );
}

export function CampaignViewSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="h-10 w-2/3 animate-skeleton rounded-md bg-muted" />
      <div className="h-6 w-1/2 animate-skeleton rounded-md bg-muted" />
      <div className="aspect-video w-full animate-skeleton rounded-2xl bg-muted lg:w-2/3" />
    </div>
  );
}
