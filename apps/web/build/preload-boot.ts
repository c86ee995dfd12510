import type { Plugin } from 'vite';

/**
 * main.tsx loads React (src/lib/react-library.ts) and then the app (src/boot.tsx) with dynamic
 * imports, after it has started the page's own chunks. This puts <link rel="modulepreload"> for their
 * chunks and everything they import into index.html, so the browser fetches them with the first
 * script rather than after running it.
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
        // main.tsx imports React first (src/lib/react-library.ts, evaluated in a task of its own), then boot.
        const starts = ['/src/lib/react-library.ts', '/src/boot.tsx'].map((module) => {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preloadBoot: ${module} is not a chunk of the build`);
          return chunk;
        });
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const start of starts) visit(start.fileName);
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
