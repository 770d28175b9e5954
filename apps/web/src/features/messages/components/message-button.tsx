import { Link, useNavigate } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useStartConversation } from '@/features/messages/api/start-conversation';

interface MessageButtonProps {
  username: string;
  displayName: string;
  isAuthenticated: boolean;
  signInHref: string;
  conversationHref: (conversationId: string) => string;
  size?: 'sm' | 'md';
}

/** "Message" on a profile or a creator card: opens (or starts) the conversation; signed out, sign in first. */
export function MessageButton({
  username,
  displayName,
  isAuthenticated,
  signInHref,
  conversationHref,
  size = 'md',
}: MessageButtonProps) {
  const navigate = useNavigate();
  const start = useStartConversation();
  if (!isAuthenticated)
    return (
      <Link to={signInHref} className={cn(buttonVariants({ variant: 'secondary', size }))} aria-label={`Message ${displayName}`}>
        <MessageCircle aria-hidden="true" className="size-4" /> Message
      </Link>
    );
  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={`Message ${displayName}`}
      disabled={start.isPending}
      onClick={() =>
        start.mutate(username, {
          onSuccess: (conversation) => void navigate(conversationHref(conversation.id)),
          onError: (error) =>
            toast({ title: `Could not message ${displayName}`, description: error.message, variant: 'destructive' }),
        })
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" /> Message
    </Button>
  );
}
