import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { PublicProfile } from '@crowdspark/shared/contracts/users';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { paths } from '@/config/paths';
import { routeTitle } from '@/config/route-titles';
import { usePageTitle } from '@/hooks/use-page-title';
import { renderSavableCampaignCard, SavableCampaignCard } from '@/app/savable-campaign-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PublicProfileView } from '@/features/profiles/components/public-profile-view';
import { useBackedCampaigns } from '@/features/social/api/get-backed-campaigns';
import { useProfileCampaigns } from '@/features/social/api/get-profile-campaigns';
import { CampaignPages } from '@/features/social/components/campaign-pages';
import { FollowButton } from '@/features/social/components/follow-button';
import { ReportDialog } from '@/features/reports/components/report-dialog';
import { PeopleList } from '@/features/social/components/people-list';
import { ProfileBadges } from '@/features/rewards/components/profile-badges';
import { MessageButton } from '@/features/messages/components/message-button';
import { CreatorMembershipSection } from '@/features/memberships/components/creator-membership-section';
import { useCreatorMembership } from '@/features/memberships/api/get-creator-membership';
import { MemberPostsSection } from '@/features/member-posts/components/member-posts-section';

function ProfileSections({ profile }: { profile: PublicProfile }) {
  const location = useLocation();
  const { isAuthenticated, user } = useAuth();
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`;
  const campaigns = useProfileCampaigns(profile.username);
  const backed = useBackedCampaigns(profile.username);
  const [people, setPeople] = useState<'followers' | 'following' | null>(null);
  // The same cached answer the membership section reads: the tiers a members-only post can name.
  const membership = useCreatorMembership(profile.username);
  return (
    <>
      <ProfileBadges username={profile.username} />
      {/* "Join to read" on members-only posts leads here. */}
      <div id="membership" className="scroll-mt-24">
        <CreatorMembershipSection
          username={profile.username}
          displayName={profile.displayName}
          isOwn={user?.id === profile.id}
          isAuthenticated={isAuthenticated}
          signInHref={signInHref}
          membershipsHref={`${paths.wallet}#memberships`}
          walletHref={paths.wallet}
        />
      </div>
      <MemberPostsSection
        username={profile.username}
        displayName={profile.displayName}
        tiers={membership.data?.tiers ?? []}
        joinHref="#membership"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant={people === 'followers' ? 'soft' : 'secondary'}
          size="sm"
          aria-pressed={people === 'followers'}
          onClick={() => setPeople(people === 'followers' ? null : 'followers')}
        >
          Show followers
        </Button>
        <Button
          variant={people === 'following' ? 'soft' : 'secondary'}
          size="sm"
          aria-pressed={people === 'following'}
          onClick={() => setPeople(people === 'following' ? null : 'following')}
        >
          Show following
        </Button>
      </div>
      {people ? (
        <section aria-label={people === 'followers' ? 'Followers' : 'Following'}>
          <PeopleList key={people} username={profile.username} side={people} />
        </section>
      ) : null}
      <section aria-labelledby="profile-campaigns-heading" className="grid gap-4">
        <h2 id="profile-campaigns-heading" className="text-xl font-semibold">
          Campaigns
        </h2>
        <CampaignPages
          query={campaigns}
          label={`Campaigns by ${profile.displayName}`}
          renderCampaign={renderSavableCampaignCard}
          empty={<p className="text-muted-foreground">No live or successful campaigns yet.</p>}
        />
      </section>
      {backed.data && !backed.data.hidden ? (
        <section aria-labelledby="profile-backed-heading" className="grid gap-4">
          <h2 id="profile-backed-heading" className="text-xl font-semibold">
            Backed
          </h2>
          {backed.data.items.length === 0 ? (
            <p className="text-muted-foreground">No backed campaigns to show.</p>
          ) : (
            <ul aria-label={`Campaigns ${profile.displayName} backed`} className="grid gap-6 sm:grid-cols-2">
              {backed.data.items.map((campaign) => (
                <li key={campaign.id} className="grid">
                  <SavableCampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}

export default function ProfilePage() {
  const { username = '' } = useParams();
  const location = useLocation();
  const { isAuthenticated, user } = useAuth();
  usePageTitle(`@${username} · ${routeTitle('/profile/:username')}`);
  const signInHref = `${paths.signIn}?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` }).toString()}`;
  return (
    <PageContainer width="narrow">
      <PublicProfileView
        key={username}
        username={username}
        // No Follow button on your own profile.
        actions={(profile) =>
          user?.id === profile.id ? null : (
            <>
              <FollowButton
                username={profile.username}
                displayName={profile.displayName}
                isAuthenticated={isAuthenticated}
                signInHref={signInHref}
              />
              <MessageButton
                username={profile.username}
                displayName={profile.displayName}
                isAuthenticated={isAuthenticated}
                signInHref={signInHref}
                conversationHref={paths.conversation}
              />
              {/* Reporting needs an account (docs/product-rules.md#reports). */}
              {isAuthenticated ? (
                <ReportDialog targetType="profile" targetId={profile.username} targetLabel={`${profile.displayName}’s profile`} />
              ) : null}
            </>
          )
        }
        sections={(profile) => <ProfileSections profile={profile} />}
      />
    </PageContainer>
  );
}
