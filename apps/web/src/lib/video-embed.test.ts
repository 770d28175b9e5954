import { describe, expect, it } from 'vitest';
import { embedUrlOf, parseVideoUrl, splitStoryHtml } from '@/lib/video-embed';

describe('video embeds', () => {
  it('reads YouTube and Vimeo links and nothing else', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(parseVideoUrl(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    for (const url of [
      'http://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/short',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
      'not a url',
    ])
      expect(parseVideoUrl(url), url).toBeNull();
  });

  it('plays only from the privacy-enhanced players', () => {
    expect(embedUrlOf({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(embedUrlOf({ provider: 'vimeo', id: '1' })).toBe('https://player.vimeo.com/video/1?dnt=1&autoplay=1');
  });

  it('splits a sanitised story at its video placeholders', () => {
    const html = '<p>a</p><div data-video-embed data-provider="vimeo" data-video-id="12"></div><p>b</p>';
    expect(splitStoryHtml(html)).toEqual([
      { kind: 'html', html: '<p>a</p>' },
      { kind: 'video', video: { provider: 'vimeo', id: '12' } },
      { kind: 'html', html: '<p>b</p>' },
    ]);
    expect(splitStoryHtml('<p>only text</p>')).toEqual([{ kind: 'html', html: '<p>only text</p>' }]);
  });
});
