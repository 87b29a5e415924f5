/** Types of exact-version-share.mjs (a federation runtime plugin; the runtime passes it loosely typed arguments). */
interface ShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, unknown>>>;
  scope: string;
  pkgName: string;
  version: string | undefined;
  shareInfo: { shareConfig?: { singleton?: boolean; requiredVersion?: string | false }; treeShaking?: unknown; from?: string };
  resolver: () => unknown;
  loadContext?: unknown;
}

export default function exactVersionShare(): {
  name: 'casino-exact-version-share';
  beforeInit<T>(args: T): T;
  resolveShare<T extends ShareArgs>(args: T): T;
};
