import tseslint from 'typescript-eslint';

// Imports run one way (ARCHITECTURE.md): src -> machines -> domain; bff -> domain; api -> domain; server -> api, bff.
// Each zone names the top-level folders it may not reach; a relative import that climbs into one of them fails the lint.
const FOLDERS = ['api', 'bff', 'domain', 'machines', 'server', 'src', 'scripts', 'tests'];

/** A no-restricted-imports pattern for relative imports into the given top-level folders. */
const into = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });

/** A pattern for every package except the allowed ones (relative imports are not packages). */
const packagesExcept = (allowed, message) => ({
  regex: `^(?!\\.|${allowed.map((name) => name.replace(/[/.]/g, '\\$&')).join('$|')}$)`,
  message,
});

/** src/ talks to the BFF over GraphQL; it imports no backend code (both src blocks below refuse it). */
const SRC_NO_BACKEND = into(
  ['api', 'bff', 'server', 'scripts', 'tests'],
  'src/ never imports backend code: it talks to the BFF over GraphQL.',
);

const SCREEN_MACHINES_ONLY = {
  name: '@xstate/react',
  importNames: ['useMachine', 'useActorRef', 'createActorContext'],
  message: "Start a screen's machine with useScreenMachine or useScreenActor (src/services/screen-actor.ts).",
};

const NO_CLIENT_IN_VIEWS = [
  {
    group: ['**/services/api-context.js'],
    importNames: ['useApi'],
    message: "A view calls no client: its machine's actors do (see src/quotes/quote-actors.ts).",
  },
  {
    group: ['**/admin/admin-actors.js', './admin-actors.js'],
    importNames: ['useAdminCalls'],
    message: "A view calls no client: its machine's actors do (see src/quotes/quote-actors.ts).",
  },
];

/** The one view that holds a client: the app's root, which wires it into the machines. */
const VIEW_HOLDING_THE_CLIENT = ['src/app/AppProvider.tsx'];

const zone = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const except = (...allowed) => FOLDERS.filter((folder) => !allowed.includes(folder));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'bff/generated.ts',
      'src/graphql/generated.ts',
      'src/graphql/documents/**',
      'src/graphql/persisted-documents.ts',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  zone(
    ['domain/**/*.ts'],
    [
      into(except('domain'), 'domain/ is pure and shared by every layer: it imports nothing from them.'),
      packagesExcept(['@sinclair/typebox'], 'domain/ is pure: no packages but TypeBox (for the REST contract schemas).'),
    ],
  ),
  zone(['api/**/*.ts'], [into(except('api', 'domain'), 'api/ imports only domain/ (and itself).')]),
  zone(['bff/**/*.ts'], [into(except('bff', 'domain'), 'bff/ imports only domain/ and its own generated types.')]),
  zone(
    ['machines/**/*.ts'],
    [
      // The one way into src/: the types generated from the GraphQL contract, which the app's data arrives in.
      {
        regex: `^(\\.\\./)+(${except('machines', 'domain', 'src').join('|')})(/|$)|^(\\.\\./)+src/(?!graphql/generated\\.js$)`,
        message: 'machines/ import only domain/, xstate and the GraphQL contract’s generated types.',
      },
      {
        regex: '^(\\.\\./)+src/graphql/generated\\.js$',
        allowTypeImports: true,
        message: 'machines/ take only types from src/graphql/generated.ts (import type).',
      },
      packagesExcept(['xstate'], 'machines/ stay pure: effects are provided with machine.provide() from src/.'),
    ],
  ),
  zone(['src/**/*.ts', 'src/**/*.tsx'], [SRC_NO_BACKEND]),
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'machines/ never call the network.' },
        'window',
        'document',
        'localStorage',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > Identifier.expression[name='event']",
          message: "Type an event with xstate's assertEvent, or pass a done event's output to a guard as params; never cast it.",
        },
      ],
    },
  },
  {
    // SQL lives in repositories (and the database's own plumbing: connections, migrations, the seed, the photo store).
    files: ['api/**/*.ts'],
    ignores: ['api/repositories/**', 'api/db/**', 'api/seed/**', 'api/photo-store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'Queries live in api/repositories/: services hold the rules and call a repository.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in api/repositories/.' },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/services/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only the API client in src/services calls the network; views and actors go through it.' },
      ],
      // Every machine runs in the app's one actor system (machines/app.ts), so the inspector shows it and it reaches the shop.
      // This block's rule replaces the src zone's, so it carries the zone's patterns too.
      'no-restricted-imports': ['error', { patterns: [SRC_NO_BACKEND], paths: [SCREEN_MACHINES_ONLY] }],
    },
  },
  {
    // Views draw a machine's snapshot and send it events: the calls its actors make live in a *-actors.ts (or *-logic.ts)
    // beside them. The files below still call a client themselves and are moved one by one; none may be added.
    files: ['src/**/*.tsx'],
    ignores: VIEW_HOLDING_THE_CLIENT,
    rules: {
      'no-restricted-imports': ['error', { patterns: [SRC_NO_BACKEND, ...NO_CLIENT_IN_VIEWS], paths: [SCREEN_MACHINES_ONLY] }],
    },
  },
);
