/**
 * Client-side preview of a story: the same tag list the server keeps (story-html.ts), every other
 * element unwrapped to its text, attributes dropped except a safe link target. The server sanitises
 * again on save; this only keeps the preview honest and harmless.
 */
const ALLOWED = new Set(['P', 'H2', 'H3', 'STRONG', 'EM', 'U', 'S', 'A', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'BR']);

function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, 'https://invalid.example/');
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? value : null;
  } catch {
    return null;
  }
}

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE'].includes(child.tagName)) continue;
      if (ALLOWED.has(child.tagName)) {
        const element = doc.createElement(child.tagName.toLowerCase());
        if (child.tagName === 'A') {
          const href = safeHref(child.getAttribute('href'));
          if (href) element.setAttribute('href', href);
          element.setAttribute('rel', 'nofollow noopener noreferrer ugc');
          element.setAttribute('target', '_blank');
        }
        clean(child, element, doc);
        target.appendChild(element);
      } else {
        clean(child, target, doc);
      }
    }
  }
}

export function sanitiseStoryPreview(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  clean(parsed.body, container, out);
  return container.innerHTML;
}
