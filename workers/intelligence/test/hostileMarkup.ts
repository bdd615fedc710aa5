import { Parser } from 'htmlparser2';

/** Every tag an HTML parser finds in the text: what a browser would build if it were rendered raw. */
export function tagsIn(html: string): string[] {
  const tags: string[] = [];
  const parser = new Parser({ onopentag: (name) => tags.push(name) });
  parser.write(html);
  parser.end();
  return tags;
}

/** Markup an AI reply (or a pasted resume) may carry, each built to survive a single sanitising pass. */
export const payloads = [
  '<<img>img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '&lt;img src=x onerror=alert(1)&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '&amp;amp;amp;amp;amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;amp;amp;amp;amp;gt;',
  '<svg><svg/onload=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<IMG SRC=javascript:alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<<<<<<<<<img>img>img>img>img>img>img>img>img src=x onerror=alert(1)>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<style>body{}</style><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];
