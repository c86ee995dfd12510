import fs from 'node:fs';
import type { Plugin } from 'vite';

/**
 * How the production build splits the app into files (issue 8, docs/performance.md).
 *
 * Left to itself the bundler makes one file per distinct set of pages that share a module: some 40
 * files of a few hundred bytes. A phone on a slow network pays a round trip for each (browsers open
 * six connections to a host over HTTP/1.1), so a page that needs twenty small files waits for four
 * rounds of them. The plan keeps every page's download small and in few files:
 *
 *   react      React and react-dom: every page, loaded by boot.tsx
 *   router     React Router and the query cache: every page too, a second file so that the two
 *              download side by side (each connection starts slow; two finish sooner than one)
 *   dialog     the dialog primitives: the first modal or wizard (components/ui/modal-dialog.tsx)
 *   tab-primitives  the tab primitives and their roving focus (shared with the menu): the first
 *              tabs (components/ui/tabs.tsx)
 *   menu       the dropdown menu and its positioning: the header's profile menu, on demand
 *   forms      react-hook-form: the first form
 *   zod        zod: the first validation (lib/lazy-zod-resolver.ts) or wizard
 *   domain     @alaafia/domain's rules without zod the first screens use (constants, money, the
 *              tiles): every page
 *   schemas    @alaafia/domain's zod schemas that others build on, of those the first screens and the
 *              wizards use: with the first form that validates
 *   flow-schemas   the rest of @alaafia/domain's zod schemas the first screens and the wizards use
 *              (the wizards' forms)
 * (the domain's other files, the back office's rules and schemas, help's, the claims', go with the
 * pages that use them; the package's index is followed name by name: domainFilesUsedBy)
 *   common     our modules the sign-in pages use beyond the first script (the UI kit's button, text
 *              field, logo...), shared with the signed-in pages; and those the signed-in layout
 *              shares with the back office's frame, the hospital portal (the spinner) or help (the
 *              icons, the policies' fetcher)
 *   signed-in  our modules of the signed-in layout and the dashboard the sign-in pages do not use
 *   wizards    our modules two or more wizards use and no first screen does (the wizard frame, the
 *              checkout, the KYC chain, the health plans)
 * and each module loaded on demand (the pages of route-modules.ts, boot, the dialog, the profile
 * menu...) keeps its own file, with what only it uses.
 *
 * Our groups are worked out from the module graph once the build has parsed everything (buildEnd),
 * so a new component lands in the right file without editing a list.
 */

const OURS = /[\\/](apps[\\/]web|packages[\\/]domain)[\\/]src[\\/]/;
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/;
const MAIN = 'src/main.tsx';
const BOOT = 'src/boot.tsx';
const SIGN_IN_PAGES = [
  'src/features/auth/components/login-page.tsx',
  'src/features/auth/components/signup-page.tsx',
];
const SIGNED_IN_AREA = 'src/app/signed-in-area.ts';
// The areas staff open (route-modules.ts) and the back office's pages: what they share with the
// signed-in layout goes in 'common', or a back-office page would download and run the dashboard's
// file for a spinner or a dialog.
const STAFF_AREAS = ['src/app/admin-area.ts', 'src/app/hospital-area.ts'];
// Help, which anyone opens, signed in or not: what it shares with the signed-in layout goes in
// 'common' too, or a visitor asking for help would download the dashboard.
const HELP_PAGE = 'src/features/support/components/help-page.tsx';
const BACK_OFFICE_PAGE = /src[\\/]features[\\/]admin[\\/][\w-]+[\\/][\w-]+-page\.tsx$/;
const ROUTE_MODULES = 'src/app/route-modules.ts'; // every page's loader
// What opening each wizard loads (route-modules.ts): the wizard modules and the KYC route.
const WIZARD_ROUTES = [
  'src/features/income-protection/components/income-wizard.tsx',
  'src/features/health/components/health-wizard.tsx',
  'src/features/health-cash/components/health-cash-wizard.tsx',
  'src/app/kyc-route.tsx',
];

const zodUse = new Map<string, boolean>();
/** Whether a domain module builds zod schemas, itself or through a (non-type) import of one. */
function usesZod(id: string): boolean {
  const known = zodUse.get(id);
  if (known !== undefined) return known;
  zodUse.set(id, false); // an import cycle counts as no
  const source = fs.readFileSync(id, 'utf8');
  const imported = [...source.matchAll(/^import (?!type )[^;]*? from '\.\/([\w-]+)\.js';/gm)].map(
    (match) => id.replace(/[^\\/]+\.ts$/, `${match[1]}.ts`),
  );
  const result =
    id.endsWith('zod.ts') || source.includes("from './zod.js'") || imported.some(usesZod);
  zodUse.set(id, result);
  return result;
}

const DOMAIN_INDEX = /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/;
const domainExports = new Map<string, Map<string, string>>();
/**
 * The names a domain module exports, each with the module that defines it (following its
 * `export * from './x.js'`): the domain's files export with `export const|function|type|interface`
 * and re-export whole files, nothing else.
 */
function exportsOf(file: string): Map<string, string> {
  const known = domainExports.get(file);
  if (known) return known;
  const names = new Map<string, string>();
  domainExports.set(file, names); // a cycle gives what is known so far
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^export \* from '\.\/([\w-]+)\.js';/gm))
    for (const [name, from] of exportsOf(file.replace(/[^\\/]+\.ts$/, `${match[1]}.ts`)))
      names.set(name, from);
  for (const match of source.matchAll(/^export (?:const|function|async function) (\w+)/gm))
    names.set(match[1]!, file);
  return names;
}

/**
 * The domain modules a module of ours uses through the package's index: the values it imports from
 * '@alaafia/domain' (not types), each to the file that defines it. The index re-exports every file,
 * so following it would count every domain module as used by every screen that imports one name.
 */
function domainFilesUsedBy(id: string, index: string): string[] {
  if (!fs.existsSync(id)) return [];
  const source = fs.readFileSync(id, 'utf8');
  const defined = exportsOf(index);
  const files = new Set<string>();
  for (const match of source.matchAll(
    /^(?:import|export) (type )?\{([^}]*)\} from '@alaafia\/domain';/gm,
  )) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const name = specifier.trim();
      if (!name || name.startsWith('type ')) continue;
      const file = defined.get(name.split(/\s+as\s+/)[0]!);
      // A name the parse does not know: the whole index, as the module graph says (never less).
      if (!file) return [index];
      files.add(file);
    }
  }
  return [...files];
}

const common = new Set<string>();
const signedIn = new Set<string>();
const wizards = new Set<string>();
/** The domain's schema modules other schema modules build on (auth, customer, checkout...). */
const baseSchemas = new Set<string>();
/** The domain's modules without zod that the first screens use (the sign-in pages, the signed-in area). */
const firstScreenRules = new Set<string>();
/** The domain's schema modules the first screens and the wizards use. */
const customerSchemas = new Set<string>();

/** Works out the 'common', 'signed-in' and 'wizards' groups from the parsed module graph. */
function planFromModuleGraph(): Plugin {
  return {
    name: 'alaafia:chunk-plan',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (ends: string[]) => ids.filter((id) => ends.some((end) => id.endsWith(end)));
      const index = ids.find((id) => DOMAIN_INDEX.test(id));
      /** The modules `roots` import, statically, with the domain's index followed name by name. */
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (imported === index && !DOMAIN_MODULE.test(id))
              domainFilesUsedBy(id, imported).forEach(visit);
            else visit(imported);
          }
        };
        roots.forEach(visit);
        return seen;
      };
      // The first script's own modules stay in it (a group would make it wait for another file).
      const first = closure(find([MAIN]));
      // Modules loaded on demand (pages, boot, the dialog...) keep their own file: in a group they
      // would be loaded with it.
      const onDemand = new Set(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const mine = (id: string) => OURS.test(id) && !first.has(id) && !onDemand.has(id);
      const signInSide = closure(find([MAIN, BOOT, ...SIGN_IN_PAGES]));
      const signedInSide = closure(find([SIGNED_IN_AREA]));
      const firstScreens = new Set([...signInSide, ...signedInSide]);

      common.clear();
      signedIn.clear();
      wizards.clear();
      baseSchemas.clear();
      firstScreenRules.clear();
      customerSchemas.clear();
      // The schemas in two files, evaluated in two tasks (app/lazy-wizard.ts): building them all in
      // one was the longest task of opening a wizard on a slow phone. The first holds the schema
      // modules the others import, so the second never pulls it into its own task.
      const schemaModule = (id: string) => DOMAIN_MODULE.test(id) && usesZod(id);
      for (const id of ids)
        if (schemaModule(id) && (this.getModuleInfo(id)?.importers ?? []).some(schemaModule))
          baseSchemas.add(id);
      // The domain's files in the shared groups are those the customer's screens use: the rest (the
      // back office's staff, sponsors and ledger rules, help's complaints, closing an account) go
      // with the pages that use them, so that a phone does not download them with every page or
      // wizard (issue 38).
      for (const id of firstScreens)
        if (DOMAIN_MODULE.test(id) && !DOMAIN_INDEX.test(id) && !usesZod(id))
          firstScreenRules.add(id);
      for (const id of closure(find([...WIZARD_ROUTES])))
        if (schemaModule(id)) customerSchemas.add(id);
      for (const id of firstScreens) if (schemaModule(id)) customerSchemas.add(id);
      // ... and the rules those schemas build on (the phone number's), which the forms of the first
      // screens load with them.
      for (const id of closure([...customerSchemas]))
        if (DOMAIN_MODULE.test(id) && !DOMAIN_INDEX.test(id) && !usesZod(id))
          firstScreenRules.add(id);
      const helpSide = closure(find([HELP_PAGE]));
      const staffSide = closure([
        ...find(STAFF_AREAS),
        ...ids.filter((id) => BACK_OFFICE_PAGE.test(id)),
      ]);
      for (const id of signInSide) if (mine(id)) common.add(id);
      for (const id of signedInSide)
        if (mine(id) && !signInSide.has(id))
          (staffSide.has(id) || helpSide.has(id) ? common : signedIn).add(id);
      const uses = new Map<string, number>();
      for (const route of find(WIZARD_ROUTES))
        for (const id of closure([route])) uses.set(id, (uses.get(id) ?? 0) + 1);
      // Not what the first screens load on demand besides pages (the dialog, the profile menu, the
      // renewal checkout, the next-of-kin form): opening one of those must not fetch the wizards.
      const pagesAndBoot = new Set(
        find([ROUTE_MODULES, MAIN]).flatMap(
          (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
        ),
      );
      const onDemandFromFirst = [...firstScreens]
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !pagesAndBoot.has(id));
      const needsOutsideWizards = closure(onDemandFromFirst);
      for (const [id, count] of uses)
        if (mine(id) && count >= 2 && !firstScreens.has(id) && !needsOutsideWizards.has(id))
          wizards.add(id);
    },
  };
}

const library = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/** The plugin that reads the module graph and the bundler's chunk groups that use it. */
export function chunkPlan() {
  const alone = { includeDependenciesRecursively: false } as const;
  return {
    plugin: planFromModuleGraph(),
    codeSplitting: {
      groups: [
        {
          name: 'react',
          test: library('react|react-dom|scheduler'),
          priority: 3,
        },
        {
          name: 'router',
          test: library('react-router|@tanstack|cookie|set-cookie-parser'),
          priority: 3,
        },
        {
          name: 'menu',
          test: library(
            '@radix-ui[\\\\/]react-(dropdown-menu|menu|popper|arrow|use-size|use-rect)|@floating-ui',
          ),
          priority: 3,
          ...alone,
        },
        {
          // The tabs (what a plan covers, opened from its summary) and their keyboard focus: not the
          // dialog's, so a customer who never opens them does not download them (issue 38: 4 KB).
          name: 'tab-primitives',
          test: library('@radix-ui[\\\\/]react-(tabs|roving-focus|collection|direction)'),
          priority: 3,
          ...alone,
        },
        {
          name: 'dialog',
          test: library(
            '@radix-ui|react-remove-scroll[^\\\\/]*|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|detect-node-es|get-nonce|tslib',
          ),
          priority: 2,
          ...alone,
        },
        { name: 'forms', test: library('react-hook-form'), priority: 2 },
        { name: 'zod', test: library('zod|@hookform'), priority: 2 },
        {
          name: 'domain',
          test: (id: string) => firstScreenRules.has(id),
          priority: 1,
          ...alone,
        },
        {
          name: 'schemas',
          test: (id: string) => customerSchemas.has(id) && baseSchemas.has(id),
          priority: 1,
          ...alone,
        },
        {
          name: 'flow-schemas',
          test: (id: string) => customerSchemas.has(id) && !baseSchemas.has(id),
          priority: 1,
          ...alone,
        },
        { name: 'common', test: (id: string) => common.has(id), priority: 0, ...alone },
        { name: 'signed-in', test: (id: string) => signedIn.has(id), priority: 0, ...alone },
        { name: 'wizards', test: (id: string) => wizards.has(id), priority: 0, ...alone },
      ],
    },
  };
}
