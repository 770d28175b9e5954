import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAnswerInvite } from '@/features/collaborators/api/answer-invite';
import { useMyInvites } from '@/features/collaborators/api/get-my-invites';

/**
 * The invites waiting for the reader (creator dashboard): campaign, who invited, accept or decline.
 * Nothing shows while there are none, so the dashboard stays quiet for most people.
 */
export function PendingInvites() {
  const query = useMyInvites();
  const answer = useAnswerInvite();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-invites"
      className="mb-8 grid gap-3 rounded-2xl border border-primary/40 bg-primary-soft/30 p-4"
    >
      <h2 id="pending-invites" className="text-xl font-bold tracking-tight">
        Pending invites
      </h2>
      <ul className="grid gap-3">
        {items.map((invite) => {
          const title = invite.campaign.title ?? 'Untitled draft';
          const reply = (kind: 'accept' | 'decline') =>
            answer.mutate(
              { inviteId: invite.id, reply: kind },
              {
                onSuccess: () =>
                  toast({
                    title: kind === 'accept' ? `You now collaborate on “${title}”.` : `Invite to “${title}” declined.`,
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({ title: 'The invite could not be answered', description: error.message, variant: 'destructive' }),
              },
            );
          return (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-card p-3">
              <p className="min-w-0 break-words">
                <span className="font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">
                  Invited by {invite.invitedBy.displayName}
                  {invite.invitedBy.username ? ` (@${invite.invitedBy.username})` : ''}
                </span>
              </p>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  onClick={() => reply('accept')}
                  aria-label={`Accept invite to ${title}`}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={answer.isPending}
                  onClick={() => reply('decline')}
                  aria-label={`Decline invite to ${title}`}
                >
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
