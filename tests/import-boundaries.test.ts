// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import layers of decision 020, proved on the project's own eslint.config.js: small fixture files,
 * linted as if they sat at the given path, must be reported (or not) by import-x/no-restricted-paths.
 * The imported modules are real, so a resolver that silently stopped resolving would fail the reported cases.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => `${message.line}: ${message.message}`);
}

const fixture = (...specifiers: string[]) =>
  specifiers.map((specifier, i) => `import * as m${i} from '${specifier}';`).join('\n') +
  `\nexport const used = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('import boundaries', () => {
  it('reports a feature importing another feature, by alias or relative path', async () => {
    const errors = await boundaryErrors(
      'src/features/pricing/components/boundary-fixture.tsx',
      fixture('@/features/catalogue/components/directory-page', '../../toolkit/components/toolkit-page'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      /^1: .*@\/features\/catalogue\/components\/directory-page.*does not import another feature/,
    );
    expect(errors[1]).toMatch(/^2: .*toolkit-page/);
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const errors = await boundaryErrors(
      'src/features/pricing/components/boundary-fixture.tsx',
      fixture(
        './plan-card',
        '@/domain/pricing/plans',
        '@/components/catalogue/tool-card',
        '@/lib/utils',
        '@/config/paths',
      ),
    );
    expect(errors).toEqual([]);
  });

  it('reports a domain module importing a feature, a component or the app', async () => {
    const errors = await boundaryErrors(
      'src/domain/catalogue/boundary-fixture.ts',
      fixture(
        '@/features/shortlist/lib/shortlist-plan',
        '@/components/ui/button',
        '@/app/router',
        '@/lib/utils',
      ),
    );
    expect(errors.map((error) => error.split(':')[0])).toEqual(['1', '2', '3']);
    expect(errors[0]).toMatch(/The domain is data and rules/);
  });

  it('reports lib importing the domain and config importing lib', async () => {
    expect(
      await boundaryErrors('src/lib/boundary-fixture.ts', fixture('@/domain/catalogue/tools')),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/config/boundary-fixture.ts', fixture('@/lib/utils'))).toHaveLength(1);
  });

  it('allows a listed exception in its own file only, and only for its listed import', async () => {
    const listed = 'src/features/leads/api/leads-api.local.test.ts';
    expect(await boundaryErrors(listed, fixture('@/features/builder/api/create-lead'))).toEqual([]);
    expect(await boundaryErrors(listed, fixture('@/features/builder/api/save-lead'))).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/features/leads/api/boundary-fixture.ts',
        fixture('@/features/builder/api/create-lead'),
      ),
    ).toHaveLength(1);
  });
});
