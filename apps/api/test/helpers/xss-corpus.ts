/**
 * The stored-XSS corpus (OWASP filter-evasion cheat-sheet vectors and mutation-XSS cases) and the
 * browser-like check of an output, shared by the sanitiser's unit test and the content write tests.
 */
import { type DefaultTreeAdapterMap, parseFragment } from "parse5";

const B64_SCRIPT = "PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K";
const DECIMAL_JS =
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;";
const PADDED_DECIMAL_JS =
  "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041";
export const HEX_JS = "&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29";

/** OWASP XSS filter-evasion cheat sheet vectors, plus scheme and origin tricks for links and images. */
export const OWASP = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="${PADDED_DECIMAL_JS}">`,
  `<IMG SRC=${DECIMAL_JS}>`,
  `<a href="${DECIMAL_JS}">decimal</a>`,
  `<a href="${PADDED_DECIMAL_JS}">padded decimal</a>`,
  `<a href="${HEX_JS}">hex without semicolons</a>`,
  `<a href="jav\tascript:alert('XSS');">embedded tab</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">encoded tab</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">encoded newline</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">encoded return</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">spaces and meta chars</a>`,
  `<a href="javascript&colon;alert(1)">named colon</a>`,
  `<a href="java&Tab;script:alert(1)">named tab</a>`,
  `<a href="jAvAsCrIpT&colon;alert&lpar;1&rpar;">mixed case</a>`,
  `<a href="&#1;javascript:alert(1)">control character</a>`,
  `<a href="  JAVASCRIPT:alert(1)">upper case</a>`,
  `<a href="vbscript:msgbox(1)">vbscript</a>`,
  `<a href="data:text/html;base64,${B64_SCRIPT}">data</a>`,
  `<a href="//evil.example/x">protocol relative</a>`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,${B64_SCRIPT}">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">x</button></form>`,
  `<img src="data:image/png;base64,iVBORw0KGgo=">`,
  `<img src="//evil.example/media/x.png">`,
  `<img src="https://evil.example/media/x.png">`,
  `<img src="http://localhost:3000.evil.example/media/x.png">`,
  `<img src="/media/../api/users">`,
  `<img src="/media/..%2f..%2fapi">`,
  `<img src="/media\\..\\api">`,
  `<img src="/media/a.png" onerror="alert(1)" srcset="javascript:alert(1)">`,
  `<a href="https://ok.example" onclick="alert(1)" style="color:red">ok</a>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<![CDATA[<img src=x onerror=alert(1)>]]>`,
  `<?xml version="1.0"?><img src=x onerror=alert(1)>`,
  `<img src="x" onerror=alert(1) alt="unclosed`,
];

/** Mutation XSS: markup that parses differently the second time round, or in another parser. */
export const MUTATION = [
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">`,
  `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`,
  `<math><style><img src=x onerror=alert(1)></style></math>`,
  `<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>`,
  `<title><img title="</title><img src=x onerror=alert(1)>"></title>`,
  `<style><img title="</style><img src=x onerror=alert(1)>"></style>`,
  `<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>`,
  `<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>`,
  `<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<p title="</noscript><img src=x onerror=alert(1)>">attribute text</p>`,
  `<abbr title="</noscript><img src=x onerror=alert(1)>">N</abbr><noscript><abbr title="</noscript><img src=x onerror=alert(2)>">`,
  `<a href="/x" title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">double-encoded</a>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<math href="javascript:alert(1)">CLICKME</math>`,
  `<table><tr><td><svg><desc><table><tr><td><img src=x onerror=alert(1)></td></tr></table></desc></svg></td></tr></table>`,
];

const ALLOWED_TAGS = new Set(
  "h2 h3 h4 h5 h6 p br hr div span ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td blockquote pre code em strong b i u s sub sup mark small abbr cite q".split(
    " ",
  ),
);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start", "reversed"],
  abbr: ["title"],
  code: ["class"],
  pre: ["class"],
};

type Node = DefaultTreeAdapterMap["childNode"];

/** Every problem a browser would find in the output: foreign elements, handlers, styles, script URLs. */
export function problemsIn(html: string, scriptingEnabled: boolean): string[] {
  const problems: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (!("tagName" in node)) continue;
      if (!ALLOWED_TAGS.has(node.tagName)) problems.push(`element <${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (!(ALLOWED_ATTRIBUTES[node.tagName] ?? []).includes(name)) problems.push(`${node.tagName}[${name}]`);
        if (name === "href" || name === "src") {
          // What a browser ignores before the scheme: whitespace and control characters.
          const url = [...value]
            .filter((char) => {
              const code = char.codePointAt(0) ?? 0;
              return code > 0x20 && (code < 0x7f || code > 0x9f);
            })
            .join("")
            .toLowerCase();
          if (/^(javascript|vbscript|data):/.test(url) || url.startsWith("//")) problems.push(`${name}="${value}"`);
          if (name === "src" && !value.startsWith("/media/")) problems.push(`img not from our media: ${value}`);
        }
        if (node.tagName === "a" && name === "target" && value !== "_blank") problems.push(`target="${value}"`);
      }
      if (node.tagName === "a" && node.attrs.find((attr) => attr.name === "rel")?.value !== "noopener nofollow") {
        problems.push("a without rel=noopener nofollow");
      }
      if ("content" in node) visit(node.content.childNodes);
      visit(node.childNodes);
    }
  };
  visit(parseFragment(html, { scriptingEnabled }).childNodes);
  return problems;
}
