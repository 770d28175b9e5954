import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useInviteCollaborator, useRemoveCollaborator, useRevokeInvite } from '@/features/collaborators/api/change-team';
import { useTeam } from '@/features/collaborators/api/get-team';

function InviteForm({ campaignId, campaignTitle }: { campaignId: string; campaignTitle: string }) {
  const invite = useInviteCollaborator(campaignId);
  const [invitee, setInvitee] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(invitee, {
      onSuccess: () => {
        toast({ title: `Invite sent to ${invitee.trim()}.`, variant: 'success' });
        setInvitee('');
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={`Invite a collaborator to ${campaignTitle}`}>
      <FormField
        id={`invitee-${campaignId}`}
        label="Username or e-mail"
        hint="Collaborators edit the story, media, rewards and FAQ. Only you launch, cancel and set the money settings."
        error={invite.error?.message}
      >
        <Input name="invitee" value={invitee} autoComplete="off" onChange={(e) => setInvitee(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" size="sm" disabled={invite.isPending || invitee.trim() === ''}>
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The owner's "Team" panel on the creator dashboard: collaborators and pending invites, each with
 * a confirmed remove/revoke, and the invite form (decision 0025).
 */
export function TeamPanel({ campaignId, campaignTitle }: { campaignId: string; campaignTitle: string }) {
  const query = useTeam(campaignId);
  const revoke = useRevokeInvite(campaignId);
  const remove = useRemoveCollaborator(campaignId);
  const failed = (error: Error) =>
    toast({ title: 'The team could not be changed', description: error.message, variant: 'destructive' });
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <Alert variant="destructive">The team could not be loaded. {query.error.message}</Alert>;
  const { collaborators, invites, viewerRole } = query.data;
  const isOwner = viewerRole === 'owner';
  return (
    <section aria-label={`Team of ${campaignTitle}`} className="grid gap-4 rounded-xl border border-border p-3">
      <h4 className="font-semibold">Team</h4>
      {collaborators.length === 0 && invites.length === 0 ? (
        <p className="text-sm text-muted-foreground">No collaborators yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Collaborators and invites">
          {collaborators.map(({ user }) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {user.displayName}
                {user.username ? <span className="text-muted-foreground"> @{user.username}</span> : null}
                <span className="ml-2 text-sm text-muted-foreground">Collaborator</span>
              </span>
              {isOwner ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost" aria-label={`Remove ${user.displayName}`}>
                      Remove
                    </Button>
                  }
                  title={`Remove ${user.displayName} from the team?`}
                  description="They will no longer be able to edit this campaign."
                  confirmLabel="Remove"
                  cancelLabel="Keep"
                  destructive
                  onConfirm={() => remove.mutate(user.id, { onError: failed })}
                />
              ) : null}
            </li>
          ))}
          {invites.map((invite) => {
            const who = invite.invitee ? `@${invite.invitee.username ?? invite.invitee.displayName}` : (invite.email ?? '');
            return (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-all">
                  {who}
                  <span className="ml-2 text-sm text-muted-foreground">Invite pending</span>
                </span>
                {isOwner ? (
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" aria-label={`Revoke invite to ${who}`}>
                        Revoke
                      </Button>
                    }
                    title={`Revoke the invite to ${who}?`}
                    description="The invite disappears from their dashboard; you can invite them again later."
                    confirmLabel="Revoke invite"
                    cancelLabel="Keep invite"
                    destructive
                    onConfirm={() => revoke.mutate(invite.id, { onError: failed })}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isOwner ? <InviteForm campaignId={campaignId} campaignTitle={campaignTitle} /> : null}
    </section>
  );
}
