import type { Insertable } from 'kysely';
import type { UsersTable } from '../schema.js';

/**
 * The demo people beyond the documented accounts (seed-demo.ts): creators who run the demo
 * campaigns, and backers whose pledges fill them. Emails are on example.com (reserved, never
 * delivered); none of these can sign in (no password account), so nobody mistakes them for the
 * documented demo sign-ins.
 */
interface Person {
  id: string;
  name: string;
  username: string;
  bio: string;
  location: string;
  interests: string[];
  joined: string;
  website?: string;
}

function toUser(person: Person): Insertable<UsersTable> {
  const local = person.name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(/ +/g, '.');
  return {
    id: person.id,
    email: `${local}@example.com`,
    emailVerified: true,
    displayName: person.name,
    username: person.username,
    bio: person.bio,
    location: person.location,
    website: person.website ?? null,
    interests: person.interests,
    joinDate: person.joined,
    createdAt: person.joined,
  };
}

export const DEMO_CREATORS: readonly Insertable<UsersTable>[] = [
  {
    id: 'demo-jonas-berg',
    name: 'Jonas Berg',
    username: 'jonasbuilds',
    bio: 'Electronics tinkerer and open-hardware nerd. I design small devices that do one thing well and can be fixed with a soldering iron.',
    location: 'Malmö, Sweden',
    interests: ['technology', 'design', 'environment'],
    joined: '2024-03-18T08:10:00Z',
    website: 'https://example.com/jonas',
  },
  {
    id: 'demo-priya-nair',
    name: 'Priya Nair',
    username: 'priyafilms',
    bio: 'Documentary filmmaker. Ten years of telling quiet stories about people who keep old crafts alive.',
    location: 'Kochi, India',
    interests: ['film', 'community', 'publishing'],
    joined: '2024-06-02T11:45:00Z',
  },
  {
    id: 'demo-tomas-herrera',
    name: 'Tomás Herrera',
    username: 'tomas_strings',
    bio: 'Luthier and session guitarist. I build instruments from reclaimed wood and play them on the road.',
    location: 'Valparaíso, Chile',
    interests: ['music', 'design'],
    joined: '2024-04-27T19:20:00Z',
  },
  {
    id: 'demo-ines-duarte',
    name: 'Inês Duarte',
    username: 'ines.slowmade',
    bio: 'Slow-fashion designer. Natural dyes, honest wages, and clothes meant to be mended, not replaced.',
    location: 'Lisbon, Portugal',
    interests: ['fashion', 'environment', 'design'],
    joined: '2024-09-09T10:00:00Z',
    website: 'https://example.com/ines',
  },
  {
    id: 'demo-kwame-mensah',
    name: 'Kwame Mensah',
    username: 'kwamegrows',
    bio: 'Urban farmer and chef. Rooftop gardens by day, community dinners by night.',
    location: 'Accra, Ghana',
    interests: ['food', 'community', 'environment'],
    joined: '2024-07-15T07:30:00Z',
  },
  {
    id: 'demo-hannah-kim',
    name: 'Hannah Kim',
    username: 'hannahplays',
    bio: 'Board game designer and former maths teacher. I make games that families actually finish.',
    location: 'Toronto, Canada',
    interests: ['games', 'publishing', 'design'],
    joined: '2024-10-21T16:05:00Z',
  },
].map(toUser);

const BACKERS: readonly [string, string, string, string[]][] = [
  ['Elena Petrova', 'Sofia, Bulgaria', 'Architect who backs anything with good joinery.', ['design', 'technology']],
  ['Marcus Johnson', 'Chicago, IL, USA', 'Dad of three, board game night every Friday.', ['games', 'community']],
  ['Yuki Sato', 'Sapporo, Japan', 'Collects vinyl and synths. Occasionally makes noise on purpose.', ['music', 'technology']],
  ['Fatima Zahra', 'Casablanca, Morocco', 'Pastry chef and serial early-bird backer.', ['food', 'design']],
  ['Liam O’Connor', 'Cork, Ireland', 'Reads two graphic novels a week and reviews them for a zine.', ['publishing', 'film']],
  ['Sofia Rossi', 'Bologna, Italy', 'Product manager by day, ceramicist by night.', ['design', 'fashion']],
  [
    'Daniel Okoye',
    'Nairobi, Kenya',
    'Solar installer. Backs climate projects first, gadgets second.',
    ['environment', 'technology'],
  ],
  ['Chloé Martin', 'Montréal, Canada', 'Indie game tester and speedrunner.', ['games', 'music']],
  ['Arjun Mehta', 'Pune, India', 'Embedded engineer; owns too many development boards.', ['technology', 'games']],
  ['Grace Lee', 'Seoul, South Korea', 'Film festival programmer who loves a good documentary.', ['film', 'community']],
  ['Noah Fischer', 'Hamburg, Germany', 'Cyclist, repairer, and member of three tool libraries.', ['community', 'environment']],
  ['Amara Nwosu', 'Lagos, Nigeria', 'Textile lover; buys less, buys better.', ['fashion', 'design']],
  ['Mateo García', 'Madrid, Spain', 'Jazz drummer and home cook.', ['music', 'food']],
  ['Olivia Brown', 'Melbourne, Australia', 'Primary school teacher building a classroom library.', ['publishing', 'community']],
  ['Henrik Larsen', 'Copenhagen, Denmark', 'Backs bike gear, repair kits and anything made of steel.', ['design', 'environment']],
  ['Zara Ahmed', 'Manchester, UK', 'Short-film editor and weekend baker.', ['film', 'food']],
  ['Lucía Fernández', 'Buenos Aires, Argentina', 'Tango dancer and shoe collector.', ['fashion', 'music']],
  ['Ethan Walker', 'Denver, CO, USA', 'Trail runner; supports conservation projects.', ['environment', 'games']],
  ['Mei Chen', 'Taipei, Taiwan', 'UX researcher who backs well-designed everyday things.', ['design', 'technology']],
  ['Kofi Asante', 'Kumasi, Ghana', 'Community radio host.', ['music', 'community']],
  ['Isabelle Dupont', 'Brussels, Belgium', 'Comic shop owner.', ['publishing', 'games']],
  ['Ravi Shankar', 'Bengaluru, India', 'Retired engineer, avid gardener.', ['food', 'environment']],
  ['Anna Kowalska', 'Kraków, Poland', 'Animator who backs every stop-motion project she finds.', ['film', 'design']],
  ['Samuel Cohen', 'Tel Aviv, Israel', 'Coffee roaster and amateur luthier.', ['food', 'music']],
];

export const DEMO_BACKERS: readonly Insertable<UsersTable>[] = BACKERS.map(([name, location, bio, interests], index) => {
  const first = (name.split(' ')[0] ?? name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  const month = String((index % 12) + 1).padStart(2, '0');
  return toUser({
    id: `demo-backer-${first}`,
    name,
    username: `${first}_backs`,
    bio,
    location,
    interests,
    joined: `2024-${month}-${String((index % 27) + 1).padStart(2, '0')}T12:00:00Z`,
  });
});
