import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES = ['events', 'results', 'news', 'contact', 'media', 'marketing', 'hearings', 'entries', 'notices'];

/** the import boundaries: each zone forbids `target` to import from `from` (but for `except`, relative to `from`) */
function boundaryZones() {
  const why = (message) => ({ message });
  return [
    { target: './shared', from: ['./app', './server'], ...why('shared/ is used by both sides and imports neither') },
    { target: './app', from: './server', ...why('the web app talks to the server through the API only') },
    { target: './server', from: './app', ...why('the server knows the web app only through its build') },
    { target: './app/components', from: ['./app/features', './app/routes'], ...why('generic components know no feature or route') },
    { target: './app/lib', from: ['./app/features', './app/routes'], ...why('generic lib knows no feature or route') },
    {
      target: './app/i18n',
      from: './app/features',
      // en.ts / zh.ts assemble every feature's messages into the one typed key set
      except: FEATURES.map((f) => `./${f}/messages`),
      ...why('the core messages know no feature but for their messages'),
    },
    { target: './app/i18n', from: './app/routes' },
    {
      target: './app/i18n',
      from: './app/console',
      // en.ts / zh.ts hold the console's sections in the one typed key set
      except: ['./messages'],
      ...why('the core messages know nothing of the console but its messages'),
    },
    {
      target: ['./app/features', './app/routes', './app/components', './app/lib'],
      from: './app/console',
      ...why('the console is one wing: the public app never imports it (its pages reach the public components, not the other way round)'),
    },
    { target: './app/features', from: './app/routes', ...why('features are used by routes, not the other way round') },
    ...FEATURES.map((f) => ({
      target: `./app/features/${f}`,
      from: './app/features',
      except: [`./${f}`],
      ...why(`a feature does not reach into another feature's internals: compose them in the route`),
    })),
    { target: './server/queries', from: './server/api', ...why('queries are called by the API, not the other way round') },
    { target: './server/db', from: ['./server/api', './server/queries'], ...why('the database layer knows no query or handler') },
  ];
}

/**
 * HTML only from the sanitiser (issue 25, finding 4): text reaches a third-party widget as DOM
 * nodes or text, never as a string the widget parses as HTML. `dangerouslySetInnerHTML` is
 * allowed in one place, the SanitisedHtml component (app/components/sanitised-html.tsx), which
 * takes the server's sanitised output (server/queries/sanitize.ts).
 */
const LEAFLET_CONTENT = '/^(bindTooltip|bindPopup|setTooltipContent|setPopupContent)$/';
const STRING_ARGUMENT = '/^(Literal|TemplateLiteral|BinaryExpression)$/';
const HTML_SINKS = [
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name=/^(innerHTML|outerHTML)$/]",
    message: 'No innerHTML/outerHTML: build the nodes (textContent, append) or render with React.',
  },
  {
    selector: "AssignmentExpression[left.type='MemberExpression'][left.property.value=/^(innerHTML|outerHTML)$/]",
    message: 'No innerHTML/outerHTML: build the nodes (textContent, append) or render with React.',
  },
  {
    selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe)$/]",
    message: 'No HTML strings into the DOM: build the nodes (textContent, append) or render with React.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: 'No document.write.',
  },
  {
    // Leaflet parses a string as HTML: its content is a node from a builder (textLabel(name), popupContent(office))
    selector: `CallExpression[callee.property.name=${LEAFLET_CONTENT}][arguments.0.type!='CallExpression']`,
    message:
      "Leaflet's bindTooltip/bindPopup parse a string as HTML: pass a DOM node made by a function that sets textContent (e.g. textLabel(name)).",
  },
  {
    selector: `CallExpression[callee.property.name='setContent'][arguments.0.type=${STRING_ARGUMENT}]`,
    message: 'A widget that takes HTML (setContent) gets a DOM node built with textContent, never a string.',
  },
];
const DANGEROUS_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: "dangerouslySetInnerHTML only through <SanitisedHtml> (app/components/sanitised-html.tsx), with the server's sanitised HTML.",
};

export default tseslint.config(
  { ignores: ['node_modules', 'build', 'build-*', 'data', '.react-router', 'test-results', 'playwright-report', 'coverage', 'scratch', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // no import cycles (type-only imports aside: they vanish at run time)
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // imports flow one way (docs/architecture.md): routes → features → components/lib → shared;
      // server/api → server/queries → server/db; the web app and the server meet only at the API
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'no-restricted-syntax': ['error', ...HTML_SINKS, DANGEROUS_HTML],
    },
  },
  {
    // the one place HTML from the sanitiser is inserted
    files: ['app/components/sanitised-html.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS] },
  },
  {
    // tests may reach across (a loader test fills a database with the server's factories)
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // the browser tests, scripts and benchmarks drive a browser (Playwright's page.setContent
    // takes a page of their own) and build DOM fixtures: not the site's code
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
