import { CONTACT_TOPICS } from '@crowdspark/shared/contracts/contact';

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** What each topic is for, as shown in the topic select. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  support: 'Help with a campaign, pledge or payment',
  press: 'Press and media',
  partnerships: 'Partnerships',
  'trust-and-safety': 'Report a problem or a suspicious campaign',
};

export const CONTACT_TOPIC_OPTIONS = CONTACT_TOPICS.map((value) => ({ value, label: CONTACT_TOPIC_LABELS[value] }));
