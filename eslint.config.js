import tseslint from 'typescript-eslint';

const machinesMustStayPure = {
  paths: ['react', 'react-dom', 'react-dom/client', 'wouter', 'graphql-request', '@xstate/react', 'react-hot-toast', 'fastify', 'pg', 'kysely']
    .map((name) => ({ name, message: 'machines/ stay pure: effects are provided with machine.provide() from src/.' })),
  patterns: [
    { group: ['**/src/**', '**/api/**', 'node:*'], message: 'machines/ import nothing from the app, the backend or Node.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bff/generated.ts', 'test-results/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', machinesMustStayPure],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'machines/ never call the network.' }, 'window', 'document', 'localStorage'],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views never fetch: calls go through a machine actor.' }],
    },
  },
);
