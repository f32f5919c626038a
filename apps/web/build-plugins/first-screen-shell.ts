import type { Plugin } from 'vite';

/**
 * The files of the screen most visits start on (the sign-in page): the entry chunk and what it
 * imports, and the screen's own chunks. The plugin adds `<link rel="modulepreload">` to
 * index.html for the screen's chunks the entry does not already load: without them the browser
 * learns of those only after the entry has downloaded and run, a second wait on a slow link
 * (ADR 030). `isShellFile` then tells the service worker which files to keep from the first
 * visit on, so a return visit on a flaky link can show the page without the network.
 */
export function firstScreenShell(screenModule: RegExp) {
  const shellFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'form-a:first-screen-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const screen = chunks.find(
          (chunk) => chunk.facadeModuleId && screenModule.test(chunk.facadeModuleId),
        );
        if (!entry || !screen) {
          throw new Error(`first-screen-shell: no chunk for ${screenModule} in the build`);
        }
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string, into: Set<string>) => {
          if (into.has(start)) return into;
          into.add(start);
          const chunk = byName.get(start);
          for (const name of chunk?.imports ?? []) closure(name, into);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
          return into;
        };
        const loadedByEntry = closure(entry.fileName, new Set());
        const screenFiles = closure(screen.fileName, new Set());
        for (const name of [...loadedByEntry, ...screenFiles]) shellFiles.add(name);
        return {
          html,
          tags: [...screenFiles]
            .filter((name) => !loadedByEntry.has(name) && name.endsWith('.js'))
            .map((fileName) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head' as const,
            })),
        };
      },
    },
  };
  return { plugin, isShellFile: (fileName: string) => shellFiles.has(fileName) };
}
