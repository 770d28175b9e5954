import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';

// jsdom has no layout; ProseMirror asks for rectangles when it scrolls the selection into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = emptyRect;
Element.prototype.getClientRects = noRects;
document.elementFromPoint = () => null;

function Harness({ initial = '', onChange }: { initial?: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Story"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

async function renderEditor(initial = '') {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Harness initial={initial} onChange={onChange} />);
  const editor = await screen.findByRole('textbox', { name: 'Story' });
  return { editor, onChange, user };
}

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => String(onChange.mock.calls.at(-1)?.[0] ?? '');

describe('RichTextEditor', () => {
  it('names every toolbar button and the editable region', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Story formatting' });
    for (const name of [
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Video',
      'Undo',
      'Redo',
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    // No upload callback, no picture button.
    expect(screen.queryByRole('button', { name: 'Picture' })).toBeNull();
  });

  it('opens the HTML it is given, placeholders included', async () => {
    const { editor } = await renderEditor(
      '<h2>Why</h2><p>Kettles</p><div data-video-embed data-provider="vimeo" data-video-id="12"></div>',
    );
    expect(editor.querySelector('h2')).toHaveTextContent('Why');
    expect(editor.querySelector('[data-video-embed][data-provider="vimeo"][data-video-id="12"]')).not.toBeNull();
  });

  it('makes the current paragraph a heading or a list from the toolbar, and shows which is on', async () => {
    const { editor, onChange, user } = await renderEditor('<p>Plan</p>');
    await user.click(editor.querySelector('p')!);
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    await user.click(heading);
    await waitFor(() => expect(lastHtml(onChange)).toMatch(/^<h2>Plan<\/h2>/));
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastHtml(onChange)).toMatch(/^<ul><li><p>Plan<\/p><\/li><\/ul>/));
  });

  it('adds a link only with a web or mail address, and a video only from YouTube or Vimeo', async () => {
    const { editor, onChange, user } = await renderEditor('<p>Hi</p>');
    await user.click(editor.querySelector('p')!);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByText(/Use a web address/)).toBeVisible();
    await user.clear(address);
    await user.type(address, 'example.com/plan{Enter}');
    await waitFor(() => expect(lastHtml(onChange)).toContain('<a href="https://example.com/plan">https://example.com/plan</a>'));

    await user.click(screen.getByRole('button', { name: 'Video' }));
    const video = screen.getByRole('textbox', { name: 'Video link (YouTube or Vimeo)' });
    await user.type(video, 'https://example.com/video{Enter}');
    expect(screen.getByText('Paste the link of a YouTube or Vimeo video.')).toBeVisible();
    await user.clear(video);
    await user.type(video, 'https://youtu.be/dQw4w9WgXcQ{Enter}');
    await waitFor(() =>
      expect(lastHtml(onChange)).toContain('<div data-video-embed="" data-provider="youtube" data-video-id="dQw4w9WgXcQ"></div>'),
    );
    expect(editor.querySelector('iframe')).toBeNull();
  });
});
