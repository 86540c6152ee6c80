/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The team's public e-mail address shown on the Contact Us page; set at build time. */
  readonly VITE_SITE_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
