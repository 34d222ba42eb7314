import { describe, expect, test } from 'vitest';
import {
  crossFeatureImports,
  cyclesOf,
  type Edge,
  httpReachingModules,
  misnamedModuleFiles,
  misnamedReads,
  moduleCycles,
  show,
  specifiersOf,
  valueImportsOfDrizzleOrTables,
} from './architecture-rules.ts';

// Each house rule of architecture-rules.ts finds what it forbids, and only that: a rule that cannot fail proves
// nothing. The imports below are examples, written as strings.

describe('the rules can fail', () => {
  test('an http/ file importing a module is found, its test is not', () => {
    const fake: Edge[] = [
      { from: 'server/http/guards.ts', to: 'server/modules/users/users.queries.ts', library: false },
      { from: 'server/http/json-body.test.ts', to: 'server/modules/uploads/uploads.service.ts', library: false },
    ];
    expect(show(httpReachingModules(fake))).toEqual(['server/http/guards.ts → server/modules/users/users.queries.ts']);
  });

  test('two modules that import each other are found, through a third too, and not through a test', () => {
    const file = (m: string, name: string) => `server/modules/${m}/${name}`;
    const fake = [
      { from: file('matches', 'matches.service.ts'), to: file('rounds', 'rounds.service.ts') },
      { from: file('rounds', 'rounds.service.ts'), to: file('teams', 'teams.service.ts') },
      { from: file('teams', 'teams.service.ts'), to: file('matches', 'matches.projection.ts') },
      { from: file('users', 'users.service.ts'), to: file('leagues', 'leagues.service.ts') },
      { from: file('leagues', 'leagues.test.ts'), to: file('users', 'users.service.ts') },
    ];
    expect(moduleCycles(fake)).toEqual([['matches', 'rounds', 'teams']]);
  });

  test('a file without a role, or with one off the list, is found; tests and declarations are not', () => {
    expect(
      misnamedModuleFiles([
        'server/modules/uploads/storage.adapter.ts',
        'server/modules/users/users-admin.routes.ts',
        'server/modules/mail/mailer.ts',
        'server/modules/live/live.stream.ts',
        'server/modules/users/users.admin.service.ts',
        'server/modules/uploads/uploads-svg.test.ts',
        'server/modules/uploads/s3rver.d.ts',
        'server/http/guards.ts',
      ]),
    ).toEqual([
      'server/modules/mail/mailer.ts',
      'server/modules/live/live.stream.ts',
      'server/modules/users/users.admin.service.ts',
    ]);
  });

  test('a feature importing another is found; the layouts, components and tests are not', () => {
    const edge = (from: string, to: string): Edge => ({ from, to, library: false });
    const fake = [
      edge('web/features/matches/match-card.tsx', 'web/features/picks/share-pick-slot.tsx'),
      edge('web/features/layout/header.tsx', 'web/features/auth/use-logout.ts'),
      edge('web/features/your-data/delete-account-form.tsx', 'web/features/layout/route-notice.tsx'),
      edge('web/features/leagues/league-members.tsx', 'web/components/standings/medal.ts'),
      edge('web/features/leagues/leagues.test.tsx', 'web/features/profile/profile.api.ts'),
    ];
    expect(show(crossFeatureImports(fake))).toEqual([
      'web/features/matches/match-card.tsx → web/features/picks/share-pick-slot.tsx',
    ]);
  });

  test('a read named …Out or …Listing is found, …Answer is not', () => {
    const text = [
      'export async function matchOut(services: Services) {}',
      'export function teamsListing(services: Services) {}',
      'export async function matchesAnswer(services: Services) {}',
    ].join('\n');
    expect(misnamedReads(text)).toEqual(['matchOut', 'teamsListing']);
  });

  test('imports are read in each form the code uses, comments aside', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy.tsx');",
      'import {',
      '  d,',
      "} from 'drizzle-orm';",
      "// import { gone } from './commented.ts';",
      "/* import { gone } from './block.ts'; */",
      "const url = 'https://example.invalid/x'; // a comment after code",
    ].join('\n');
    expect(specifiersOf(text)).toEqual([
      './a.ts',
      '../b.ts',
      './c.ts',
      './side-effect.css',
      './lazy.tsx',
      'drizzle-orm',
    ]);
  });

  test('Drizzle and tables imported as values are told from type-only imports', () => {
    const text = [
      "import { eq, type SQL } from 'drizzle-orm';",
      "import type { Db } from '../../db/client.ts';",
      "import { type matches } from '../../db/tables/matches.table.ts';",
      "import type { teams } from '../../db/tables/core.table.ts';",
      "import { files } from '../../db/tables/core.table.ts';",
      "import * as pg from 'drizzle-orm/pg-core';",
      "// import { users } from '../../db/tables/core.table.ts';",
    ].join('\n');
    expect(valueImportsOfDrizzleOrTables(text)).toEqual([
      'drizzle-orm',
      '../../db/tables/core.table.ts',
      'drizzle-orm/pg-core',
    ]);
  });

  test('a cycle is found, of two files and of one', () => {
    expect(
      cyclesOf([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
        { from: 'e', to: 'e' },
      ]),
    ).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
