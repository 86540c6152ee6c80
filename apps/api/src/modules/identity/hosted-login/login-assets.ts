/**
 * The login page's stylesheet and the web_message script, served as files because the site's CSP
 * allows no inline style or script. Colours and fonts are the web app's tokens (apps/web/src/styles).
 */
export const LOGIN_STYLESHEET = `
:root {
  --primary: #2e7d32; --primary-strong: #1b5e20; --primary-soft: #e8f5e9;
  --header: #1565c0; --on-header: #fff; --text: #1f2933; --muted: #52606d;
  --error: #b71c1c; --error-soft: #fdecea; --border: #9aa5b1; --focus: #0d47a1;
  font-family: "Ubuntu", "Ubuntu Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: var(--text); background: #f5f7fa;
}
* { box-sizing: border-box; }
body { margin: 0; line-height: 1.5; }
.site-header { background: var(--header); color: var(--on-header); padding: 0 24px; height: 64px; display: flex; align-items: center; }
.brand { font-weight: 700; letter-spacing: .04em; }
.page { display: flex; justify-content: center; padding: 32px 16px; }
.card { background: #fff; width: 100%; max-width: 420px; padding: 32px; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { margin: 0 0 16px; font-size: 1.5rem; }
.field { margin-bottom: 16px; }
label { display: block; font-weight: 500; margin-bottom: 4px; }
.hint { margin: 0 0 4px; color: var(--muted); font-size: .875rem; }
input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid var(--border); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--error); }
button, .secondary { display: block; width: 100%; font: inherit; font-weight: 500; text-align: center; padding: 10px 16px; border-radius: 8px; cursor: pointer; text-decoration: none; }
.primary { background: var(--primary); color: #fff; border: 1px solid var(--primary); }
.primary:hover { background: var(--primary-strong); }
.secondary { background: #fff; color: var(--primary-strong); border: 1px solid var(--primary); }
a { color: var(--primary-strong); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.message { padding: 12px; border-radius: 8px; margin: 0 0 16px; }
.error { background: var(--error-soft); color: var(--error); }
.notice { background: var(--primary-soft); color: var(--primary-strong); }
.links { margin: 16px 0 0; text-align: center; }
.divider { text-align: center; color: var(--muted); margin: 16px 0; }
`;

/**
 * response_mode=web_message: the page in the client's hidden iframe hands the answer to the page that
 * framed it, in the shape the hosted service's SDKs listen for, to that page's origin only.
 */
export const WEB_MESSAGE_SCRIPT = `(function () {
  var script = document.currentScript;
  var response = JSON.parse(script.getAttribute("data-response"));
  var target = window.opener || window.parent;
  target.postMessage({ type: "authorization_response", response: response }, script.getAttribute("data-origin"));
})();
`;
