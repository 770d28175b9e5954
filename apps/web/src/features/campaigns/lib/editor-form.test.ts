import { describe, expect, it } from 'vitest';
import {
  buildDraftInput,
  emptyForm,
  emptyTier,
  formFromCampaign,
  launchErrors,
  stepOfField,
} from '@/features/campaigns/lib/editor-form';
import { makeCampaign } from '@/testing/campaign-fixtures';

describe('campaign editor form', () => {
  it('sends only valid filled-in fields and reports the shared schema’s message for the others', () => {
    const form = { ...emptyForm('USD'), title: 'ab', blurb: 'Solar lanterns for night markets.', goal: '12.345' };
    const { input, errors } = buildDraftInput(form);
    expect(input.title).toBeUndefined();
    expect(input.blurb).toBe('Solar lanterns for night markets.');
    expect(input.goal).toBeUndefined();
    expect(input.currency).toBe('USD');
    expect(input.durationDays).toBe(30);
    expect(input.location).toBeNull();
    expect(errors.title).toBe('The title needs at least 3 characters.');
    expect(errors.goal).toBe('The goal must be a number of cents.');
  });

  it('parses money exactly and tags as a list', () => {
    const { input, errors } = buildDraftInput({ ...emptyForm('EUR'), goal: '1,500.10', tags: 'Solar, night-markets' });
    expect(errors).toEqual({});
    expect(input.goal).toBe(150010);
    expect(input.tags).toEqual(['solar', 'night-markets']);
  });

  it('keys tier messages like the server (tiers.0.minimumPledge) and holds back the list until every row is valid', () => {
    const tier = { ...emptyTier(), title: 'Kit', description: 'A kit', minimumPledge: '0.50', estimatedDelivery: '2099-01' };
    const { input, errors } = buildDraftInput({ ...emptyForm('USD'), tiers: [tier] });
    expect(errors['tiers.0.minimumPledge']).toBe('The minimum pledge must be at least 1.00.');
    expect(input.tiers).toBeUndefined();
    const fixed = buildDraftInput({ ...emptyForm('USD'), tiers: [{ ...tier, minimumPledge: '5' }] });
    expect(fixed.errors).toEqual({});
    expect(fixed.input.tiers).toEqual([
      { title: 'Kit', description: 'A kit', minimumPledge: 500, quantity: null, estimatedDelivery: '2099-01' },
    ]);
    expect(stepOfField('tiers.0.minimumPledge')).toBe('rewards');
  });

  it('lists everything launch still needs', () => {
    const errors = launchErrors(emptyForm('USD'));
    expect(errors.title).toBe('Please enter a title.');
    expect(errors.category).toBe('Please choose a category from the list.');
    expect(errors.story).toBe('Please tell your story.');
    expect(errors.goal).toMatch(/Please set a funding goal/);
  });

  it('leaves the locked funding terms out of a live campaign’s changes', () => {
    const form = formFromCampaign(makeCampaign());
    const { input } = buildDraftInput(form, { live: true });
    expect(input).not.toHaveProperty('goal');
    expect(input).not.toHaveProperty('currency');
    expect(input).not.toHaveProperty('fundingModel');
    expect(input).not.toHaveProperty('durationDays');
    expect(input.title).toBe('The Fixable Kettle');
  });

  it('sends the story as written (Markdown) and reopens what was written, or the HTML of an older story', () => {
    const form = { ...emptyForm('USD'), story: '## Why\n\nMost kettles die of a **€2 part**.' };
    expect(buildDraftInput(form).input.story).toBe('## Why\n\nMost kettles die of a **€2 part**.');
    expect(formFromCampaign(makeCampaign({ storySource: '**Bold**', storyHtml: '<p><strong>Bold</strong></p>' })).story).toBe(
      '**Bold**',
    );
    expect(formFromCampaign(makeCampaign({ storySource: null, storyHtml: '<h2>Plan</h2>' })).story).toBe('<h2>Plan</h2>');
  });
});
