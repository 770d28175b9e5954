import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a video placeholder (the page shows it as a click-to-load player). */
      insertVideoEmbed: (attributes: { provider: string; videoId: string }) => ReturnType;
    };
  }
}

/**
 * A YouTube or Vimeo video in the story, stored as the placeholder the server's allow-list keeps
 * (`<div data-video-embed data-provider data-video-id>`), never an iframe: the campaign page turns it
 * into a facade that loads the privacy-enhanced player on click.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      provider: { default: null, parseHTML: (element) => element.getAttribute('data-provider') },
      videoId: { default: null, parseHTML: (element) => element.getAttribute('data-video-id') },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-video-embed]' }];
  },
  renderHTML({ node }) {
    // Exactly the allow-list's three attributes, in its order.
    return [
      'div',
      { 'data-video-embed': '', 'data-provider': node.attrs.provider as string, 'data-video-id': node.attrs.videoId as string },
    ];
  },
  addCommands() {
    return {
      insertVideoEmbed:
        ({ provider, videoId }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { provider, videoId } }),
    };
  },
});
