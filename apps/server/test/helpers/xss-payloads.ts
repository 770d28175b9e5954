/**
 * Script-injection attempts for anything that renders user HTML (the story today; updates and
 * comments may reuse it). Each one, if it ran, would set `window.__xss = true` or open a dialog,
 * so the browser tests can tell (e2e/campaign-story.spec.ts) as well as the sanitiser tests.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=true;alert(1)</script>',
  '<img src=x onerror="window.__xss=true;alert(1)">',
  '<img src="/uploads/campaigns/abcdef.webp" onload="window.__xss=true">',
  '<svg onload="window.__xss=true"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=true;alert(1)">click me</a>',
  '<a href="JaVaScRiPt:window.__xss=true">mixed case</a>',
  '<a href="&#106;avascript:window.__xss=true">entity scheme</a>',
  '<a href="data:text/html,<script>parent.__xss=true</script>">data url</a>',
  '<iframe src="javascript:parent.__xss=true"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
  '<object data="javascript:window.__xss=true"></object>',
  '<embed src="javascript:window.__xss=true">',
  '<p style="background:url(javascript:window.__xss=true)" onmouseover="window.__xss=true">hover</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=true">',
  '<form action="javascript:window.__xss=true"><input type="submit" value="go"></form>',
  '<details open ontoggle="window.__xss=true">d</details>',
  '<body onload="window.__xss=true">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=true">',
  '<base href="javascript:/">',
  '<link rel="stylesheet" href="javascript:window.__xss=true">',
  '<div data-video-embed data-provider="youtube" data-video-id="dQw4w9WgXcQ" onclick="window.__xss=true"></div>',
  '<div data-video-embed data-provider="youtube" data-video-id="a&quot; onload=&quot;x"></div>',
  '"><script>window.__xss=true</script>',
  '<scr<script>ipt>window.__xss=true</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror="window.__xss=true">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>">',
  '<h2 onclick="window.__xss=true">heading</h2>',
];
