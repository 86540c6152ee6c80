/**
 * The module boundaries (docs/ARCHITECTURE.md, docs/decisions/0004-module-boundaries.md), checked on
 * resolved paths by `npm run lint`. apps/api/test/architecture/module-boundaries.test.ts proves each
 * rule refuses a deliberate violation.
 */
const API_MODULES = "^apps/api/src/modules/";
/** What a module offers others: its services and policies (identity's are named `<part>-service.ts`). */
const PUBLIC_MODULE_FILES = `${API_MODULES}[^/]+[a-z0-9/-]*[/-](?:service|policy)\\.ts$`;
/** Shared content rules (visibility, HTML): a folder of rules every module may use, with no routes or SQL of its own. */
const CONTENT_RULES = `${API_MODULES}content/`;
/** Who acts and what their role allows: every module may use it; it uses no module. */
const ACCESS = `${API_MODULES}access/`;
/** Code every layer shares (HTTP errors, the mailer, kept values, background work): it knows no module or plugin. */
const SHARED = "^apps/api/src/shared/";
/** A module's HTTP layer: the only files of a module that may use plugins/ (guards, OpenAPI, params). */
const MODULE_ROUTES = `${API_MODULES}.+routes\\.ts$`;
const WEB = "^apps/web/src/";
/** Tests may assemble the app around what they test (a page inside the real route guards). */
const TESTS = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "module-internals",
      comment:
        "A server module may use another module's service.ts or policy.ts (and the shared rules in modules/content/), " +
        "never its queries.ts, mappers.ts, routes or other internals.",
      severity: "error",
      from: { path: `${API_MODULES}([^/]+)/` },
      to: {
        path: API_MODULES,
        pathNot: [`${API_MODULES}$1/`, PUBLIC_MODULE_FILES, CONTENT_RULES, ACCESS],
      },
    },
    {
      name: "content-modules-before-admin",
      comment: "admin may depend on the content modules, never the reverse.",
      severity: "error",
      from: { path: API_MODULES, pathNot: `${API_MODULES}admin/` },
      to: { path: `${API_MODULES}admin/` },
    },
    {
      name: "content-rules-stand-alone",
      comment: "modules/content/ holds rules every module uses; it depends on no module.",
      severity: "error",
      from: { path: CONTENT_RULES },
      to: { path: API_MODULES, pathNot: CONTENT_RULES },
    },
    {
      name: "access-stands-alone",
      comment: "modules/access/ says who acts and what their role allows; it depends on no module.",
      severity: "error",
      from: { path: ACCESS },
      to: { path: API_MODULES, pathNot: ACCESS },
    },
    {
      name: "shared-stands-alone",
      comment: "src/shared/ is used by modules and plugins alike; it imports neither.",
      severity: "error",
      from: { path: SHARED },
      to: { path: ["^apps/api/src/modules/", "^apps/api/src/plugins/"] },
    },
    {
      name: "modules-use-plugins-in-routes-only",
      comment:
        "plugins/ is the HTTP wiring: a module's routes use its guards, params and OpenAPI helpers; its services, " +
        "policies and queries do not (what they share with plugins lives in src/shared/).",
      severity: "error",
      from: { path: API_MODULES, pathNot: MODULE_ROUTES },
      to: { path: "^apps/api/src/plugins/" },
    },
    {
      name: "plugins-are-wiring",
      comment:
        "plugins/ is Fastify wiring: it may call a module's service or policy (a guard asks the listings policy); " +
        "only plugins/auth.ts, which wires bearer tokens to viewers, reaches into identity.",
      severity: "error",
      from: { path: "^apps/api/src/plugins/", pathNot: "^apps/api/src/plugins/auth\\.ts$" },
      to: { path: API_MODULES, pathNot: PUBLIC_MODULE_FILES },
    },
    {
      name: "plugins-auth-wires-identity-only",
      severity: "error",
      from: { path: "^apps/api/src/plugins/auth\\.ts$" },
      to: { path: API_MODULES, pathNot: [PUBLIC_MODULE_FILES, `${API_MODULES}identity/`] },
    },
    {
      name: "web-features-apart",
      comment: "A web feature never imports another feature; what two features share moves to lib/ or components/.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-shared-below-features",
      comment:
        "Shared code flows contracts -> lib/components -> features -> app: lib and components import no feature or app code.",
      severity: "error",
      from: { path: `${WEB}(?:lib|components)/`, pathNot: TESTS },
      to: { path: `${WEB}(?:features|app)/` },
    },
    {
      name: "web-features-below-app",
      severity: "error",
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: "contracts-stand-alone",
      comment: "packages/contracts is shared by client and server and imports neither.",
      severity: "error",
      from: { path: "^packages/contracts/" },
      to: { path: "^(?:apps|bench|e2e)/" },
    },
    {
      name: "apps-apart",
      comment: "The server and the web app share code only through packages/contracts.",
      severity: "error",
      from: { path: "^apps/(api|web)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(?:^|/)(?:node_modules|dist)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
