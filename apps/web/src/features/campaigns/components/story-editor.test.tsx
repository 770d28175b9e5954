import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoryEditor } from '@/features/campaigns/components/story-editor';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <StoryEditor id="story" value={value} onChange={setValue} />;
}

describe('<StoryEditor />', () => {
  it('inserts Markdown from the toolbar, not HTML', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const story = screen.getByRole('textbox', { name: 'Story' });
    await user.click(within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Heading' }));
    expect(story).toHaveValue('## Heading');
    await user.type(story, '{End}{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(story).toHaveValue('## Heading\n\n**bold text**');
    expect((story as HTMLTextAreaElement).value).not.toContain('<');
    expect(story).toHaveAccessibleDescription(/Markdown/);
  });

  it('previews the story as the server renders it for the page', async () => {
    const fetchMock = mockApi({
      'POST /api/campaigns/story-preview': () =>
        jsonResponse(200, { html: '<h2>Why</h2><p>Most kettles die of a <strong>€2 part</strong>.</p>' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={'## Why\n\nMost kettles die of a **€2 part**.'} />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Story preview' });
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(within(preview).getByText('€2 part').tagName).toBe('STRONG');
    expect(preview).not.toHaveTextContent('**');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/campaigns/story-preview') as [[string, RequestInit]];
    expect(JSON.parse(init.body as string)).toEqual({ story: '## Why\n\nMost kettles die of a **€2 part**.' });

    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Story' })).toHaveValue('## Why\n\nMost kettles die of a **€2 part**.');
  });
});
