import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The marker main.tsx looks for. The shell is inert and hidden from assistive technology: it is
 * seen, not used, until the app runs (and tests find the live form, not the picture of it).
 */
export const BOOT_SHELL_ATTRIBUTE = 'data-boot-shell';

/**
 * Writes `prerendered/authentication/sign-in.html` into the build: index.html with the sign-in
 * screen already in it, rendered by `src/prerender/sign-in-shell.tsx` through Vite's SSR
 * loader (ADR 035). The server sends it for that path, with the organisation's title filled
 * in; every other path keeps index.html.
 */
export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  /** source file (absolute) → built file, for the assets the shell's styles point at */
  const builtAssets = new Map<string, string>();
  return {
    name: 'form-a:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset') continue;
        for (const source of output.originalFileNames) {
          builtAssets.set(path.resolve(config.root, source), output.fileName);
        }
      }
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const vite = await createServer({
        root: config.root,
        configFile: config.configFile ?? false,
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const shellModule = (await vite.ssrLoadModule('/src/prerender/sign-in-shell.tsx')) as {
          renderSignInShell: () => { html: string; styleTags: string };
          SIGN_IN_PATH: string;
        };
        const rendered = shellModule.renderSignInShell();
        const html = rendered.html;
        // Rendered through the dev server, the styles point at source files (/@fs/…): point
        // them at the build's files instead.
        const styleTags = rendered.styleTags.replace(
          /\/@fs(\/[^)"\s]+)/g,
          (found, file: string) => {
            const built = builtAssets.get(path.resolve(file.split('?')[0]!));
            if (!built) throw new Error(`prerender-sign-in: no built file for ${found}`);
            return `/${built}`;
          },
        );
        const page = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!page.includes(root))
          throw new Error('prerender-sign-in: index.html has no empty #root');
        const withShell = page
          .replace('</head>', `${styleTags}</head>`)
          .replace(
            root,
            `<div id="root"><div ${BOOT_SHELL_ATTRIBUTE} inert aria-hidden="true">${html}</div></div>`,
          );
        const file = path.join(outDir, 'prerendered', `${shellModule.SIGN_IN_PATH}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        // Not compressed here: the server fills in the organisation's title and compresses then.
        await writeFile(file, withShell);
      } finally {
        await vite.close();
      }
    },
  };
}
