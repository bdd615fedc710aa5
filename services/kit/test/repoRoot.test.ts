import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot, repoRoot } from '../src/repoRoot';

describe('repoRoot', () => {
  it('is the workspace root from the sources', () => {
    expect(existsSync(path.join(repoRoot, 'services', 'kit', 'src', 'repoRoot.ts'))).toBe(true);
    expect(findRepoRoot(path.join(repoRoot, 'services', 'kit', 'src'))).toBe(repoRoot);
  });

  it('is found from any depth, as from a bundle in gateway/dist or services/auth/dist', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rb-root-'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['gateway'] }));
    const pkg = path.join(root, 'gateway');
    mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    // A workspace's own package.json (no "workspaces") is passed over.
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@rb/gateway' }));
    expect(findRepoRoot(path.join(pkg, 'dist'))).toBe(root);
  });

  it('says so when there is no workspace root', () => {
    const lonely = mkdtempSync(path.join(tmpdir(), 'rb-lonely-'));
    expect(() => findRepoRoot(lonely)).toThrow(/no workspace root/);
  });
});
