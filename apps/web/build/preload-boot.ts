import type { Plugin } from 'vite';

/**
 * main.tsx loads React and the app (src/boot.tsx) with a dynamic import, after it has started the
 * page's own chunks. This puts <link rel="modulepreload"> for boot's chunk and everything it imports
 * into index.html, so the browser fetches them with the first script rather than after running it.
 */
export function preloadBoot(): Plugin {
  return {
    name: 'alaafia:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/boot.tsx'));
        if (!boot) throw new Error('preloadBoot: src/boot.tsx is not a chunk of the build');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(boot.fileName);
        const entry = chunks.find((chunk) => chunk.isEntry);
        // The entry and what it imports statically are in index.html already.
        const already = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        return [...files]
          .filter((file) => !already.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
