import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { HelpVoteTally } from '@crowdspark/shared/contracts/help-center';
import { Button } from '@/components/ui/button';
import { useVoteHelpArticle } from '@/features/help-center/api/vote-help-article';

/**
 * "Was this article helpful?": one vote per visitor, signed in or not; choosing again changes it
 * (docs/product-rules.md#help-centre). The buttons say which one is this visitor's (aria-pressed).
 */
export function HelpfulVote({ articleId, votes }: { articleId: string; votes: HelpVoteTally }) {
  const vote = useVoteHelpArticle(articleId);
  const mine = votes.yourVote;
  return (
    <section aria-labelledby="helpful-vote-heading" className="mt-10 rounded-xl border border-border px-5 py-4">
      <h2 id="helpful-vote-heading" className="font-semibold">
        Was this article helpful?
      </h2>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant={mine === 'helpful' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={mine === 'helpful'}
          disabled={vote.isPending}
          onClick={() => vote.mutate(true)}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          Yes, it helped
        </Button>
        <Button
          variant={mine === 'not-helpful' ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={mine === 'not-helpful'}
          disabled={vote.isPending}
          onClick={() => vote.mutate(false)}
        >
          <ThumbsDown aria-hidden="true" className="size-4" />
          No
        </Button>
      </div>
      <p className="mt-3 text-sm text-muted-foreground" role="status" aria-live="polite">
        {vote.isError
          ? `Your vote was not saved. ${vote.error.message}`
          : mine
            ? `Thanks for your feedback. ${votes.helpful} of ${votes.helpful + votes.notHelpful} found this helpful.`
            : ''}
      </p>
    </section>
  );
}
