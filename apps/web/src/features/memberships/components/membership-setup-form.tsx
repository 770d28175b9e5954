import { useState, type FormEvent } from 'react';
import { MEMBERSHIP_LIMITS, PRICE_NOTICE_DAYS } from '@crowdspark/shared/constants/memberships';
import type { MembershipSetup, MembershipTierInput } from '@crowdspark/shared/contracts/memberships';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useMembershipSetup } from '@/features/memberships/api/get-membership-setup';
import { useSaveMembershipSetup } from '@/features/memberships/api/save-membership-setup';
import { parseMoneyInput } from '@/lib/money';

interface TierDraft {
  id?: string;
  title: string;
  description: string;
  price: string;
  memberLimit: string;
}

const emptyTier = (): TierDraft => ({ title: '', description: '', price: '', memberLimit: '' });

function draftsOf(setup: MembershipSetup): TierDraft[] {
  return setup.tiers.map((tier) => ({
    id: tier.id,
    title: tier.title,
    description: tier.description,
    price: (tier.price / 100).toFixed(2),
    memberLimit: tier.memberLimit === null ? '' : String(tier.memberLimit),
  }));
}

/** The tiers as the API takes them, or the first problem in words. */
function toRequestTiers(drafts: TierDraft[]): MembershipTierInput[] | string {
  const tiers: MembershipTierInput[] = [];
  for (const [index, draft] of drafts.entries()) {
    const price = parseMoneyInput(draft.price);
    if (price === null) return `Tier ${index + 1}: enter a monthly price such as 5 or 4.50.`;
    const limit = draft.memberLimit.trim() === '' ? null : Number(draft.memberLimit);
    if (limit !== null && (!Number.isInteger(limit) || limit < 1))
      return `Tier ${index + 1}: the member limit is a whole number, or empty.`;
    tiers.push({
      ...(draft.id ? { id: draft.id } : {}),
      title: draft.title,
      description: draft.description,
      price,
      memberLimit: limit,
    });
  }
  return tiers;
}

function SetupForm({ setup }: { setup: MembershipSetup }) {
  const save = useSaveMembershipSetup();
  const [enabled, setEnabled] = useState(setup.enabled);
  const [welcomeNote, setWelcomeNote] = useState(setup.welcomeNote);
  const [showMemberCount, setShowMemberCount] = useState(setup.showMemberCount);
  const [tiers, setTiers] = useState<TierDraft[]>(() => (setup.tiers.length ? draftsOf(setup) : [emptyTier()]));
  const savedPrices = new Map(setup.tiers.map((tier) => [tier.id, tier.price]));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const edit = (index: number, change: Partial<TierDraft>) =>
    setTiers((current) => current.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const requestTiers = toRequestTiers(tiers);
    if (typeof requestTiers === 'string') return setProblem(requestTiers);
    setProblem(null);
    save.mutate(
      { enabled, welcomeNote, tiers: requestTiers, showMemberCount },
      {
        onSuccess: (result) => {
          setTiers(result.tiers.length ? draftsOf(result) : [emptyTier()]);
          setSaved(true);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-6" aria-label="Membership settings">
      <p className="text-sm text-muted-foreground">
        Backers support you every month, paid from their wallet; you receive each payment less the platform fee. A price change is
        told to members: a rise applies from each member’s first renewal at least {PRICE_NOTICE_DAYS} days later, a cut from their
        next one.
      </p>
      <div className="flex items-center gap-2">
        <input id="membership-enabled" type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <Label htmlFor="membership-enabled">Offer a membership on my profile</Label>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="membership-show-count"
          type="checkbox"
          checked={showMemberCount}
          onChange={(e) => setShowMemberCount(e.target.checked)}
        />
        <Label htmlFor="membership-show-count">Show member count on my profile</Label>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="membership-welcome">Welcome note for new members</Label>
        <Textarea
          id="membership-welcome"
          rows={3}
          value={welcomeNote}
          maxLength={MEMBERSHIP_LIMITS.welcomeNoteMax}
          onChange={(e) => setWelcomeNote(e.target.value)}
        />
      </div>
      <ol className="grid gap-4" aria-label="Membership tiers">
        {tiers.map((tier, index) => {
          const n = index + 1;
          const saved = tier.id ? savedPrices.get(tier.id) : undefined;
          const priceChanged = saved !== undefined && parseMoneyInput(tier.price) !== saved;
          return (
            <li key={tier.id ?? `new-${index}`} className="grid gap-3 rounded-2xl border border-border p-4">
              <h3 className="font-semibold">Tier {n}</h3>
              <div className="grid gap-2">
                <Label htmlFor={`tier-${n}-title`}>Tier {n} title</Label>
                <Input
                  id={`tier-${n}-title`}
                  value={tier.title}
                  maxLength={MEMBERSHIP_LIMITS.titleMax}
                  required
                  onChange={(e) => edit(index, { title: e.target.value })}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`tier-${n}-price`}>Tier {n} price per month</Label>
                <Input
                  id={`tier-${n}-price`}
                  inputMode="decimal"
                  value={tier.price}
                  required
                  aria-describedby={priceChanged ? `tier-${n}-price-notice` : undefined}
                  onChange={(e) => edit(index, { price: e.target.value })}
                />
                {priceChanged ? (
                  <p id={`tier-${n}-price-notice`} role="status" className="text-sm">
                    Members will be told; the new price applies from each member’s first renewal at least {PRICE_NOTICE_DAYS} days
                    from now.
                  </p>
                ) : null}
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`tier-${n}-description`}>Tier {n} description</Label>
                <Textarea
                  id={`tier-${n}-description`}
                  rows={3}
                  value={tier.description}
                  maxLength={MEMBERSHIP_LIMITS.descriptionMax}
                  onChange={(e) => edit(index, { description: e.target.value })}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`tier-${n}-limit`}>Tier {n} member limit (optional)</Label>
                <Input
                  id={`tier-${n}-limit`}
                  inputMode="numeric"
                  value={tier.memberLimit}
                  onChange={(e) => edit(index, { memberLimit: e.target.value })}
                />
              </div>
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setTiers((current) => current.filter((_, i) => i !== index))}
                >
                  Remove tier {n}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {tiers.length < MEMBERSHIP_LIMITS.tiersMax ? (
        <div>
          <Button variant="secondary" onClick={() => setTiers((current) => [...current, emptyTier()])}>
            Add a tier
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">A membership has at most {MEMBERSHIP_LIMITS.tiersMax} tiers.</p>
      )}
      {problem || save.error ? (
        <Alert variant="destructive" role="alert">
          {problem ?? save.error?.message}
        </Alert>
      ) : null}
      {saved ? (
        <Alert variant="success" role="status">
          Your membership is saved.
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save membership
        </Button>
      </div>
    </form>
  );
}

/** Settings → Membership: the creator's monthly tiers and welcome note. */
export function MembershipSetupPanel() {
  const setup = useMembershipSetup();
  if (setup.isPending) return <p role="status">Loading your membership…</p>;
  if (setup.error)
    return (
      <Alert variant="destructive" role="alert">
        {setup.error.message}
      </Alert>
    );
  return <SetupForm setup={setup.data} />;
}
