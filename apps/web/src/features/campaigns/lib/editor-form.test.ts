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
      { title: 'Kit', description: 'A kit', minimumPledge: 500, quantity: null, estimatedDelivery: '2099-01', shipping: null },
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

  it('sends the editor HTML as an html story and reopens any story (a Markdown one too) from its page HTML', () => {
    const form = { ...emptyForm('USD'), story: '<h2>Why</h2><p>Most kettles die of a <strong>€2 part</strong>.</p>' };
    expect(buildDraftInput(form).input).toMatchObject({
      story: '<h2>Why</h2><p>Most kettles die of a <strong>€2 part</strong>.</p>',
      storyFormat: 'html',
    });
    expect(buildDraftInput(emptyForm('USD')).input).not.toHaveProperty('storyFormat');
    // An old Markdown draft opens as the HTML it renders to (the editor cannot show Markdown).
    expect(
      formFromCampaign(
        makeCampaign({ storySource: '**Bold**', storyFormat: 'markdown', storyHtml: '<p><strong>Bold</strong></p>' }),
      ).story,
    ).toBe('<p><strong>Bold</strong></p>');
    expect(formFromCampaign(makeCampaign({ storySource: null, storyHtml: '<h2>Plan</h2>' })).story).toBe('<h2>Plan</h2>');
  });

  it('sends risks and about-the-creator trimmed, empty as null, and flags one that is too long', () => {
    const form = { ...emptyForm('USD'), risks: '  Tooling may slip.  ', aboutCreator: '' };
    expect(buildDraftInput(form).input).toMatchObject({ risks: 'Tooling may slip.', aboutCreator: null });
    const tooLong = buildDraftInput({ ...emptyForm('USD'), aboutCreator: 'x'.repeat(5001) });
    expect(tooLong.errors.aboutCreator).toMatch(/at most 5,000/);
    expect(tooLong.input).not.toHaveProperty('aboutCreator');
    expect(formFromCampaign(makeCampaign({ risks: 'R', aboutCreator: 'A' }))).toMatchObject({ risks: 'R', aboutCreator: 'A' });
  });
});
