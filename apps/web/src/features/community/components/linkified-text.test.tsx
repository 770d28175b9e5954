import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from '@/features/community/components/linkified-text';

describe('LinkifiedText', () => {
  it('turns http(s) links into safe anchors and leaves HTML as text', () => {
    const { container } = render(
      <LinkifiedText text={'See https://example.com/a?b=1, then <img src=x onerror=alert(1)> and javascript:alert(2).'} />,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
