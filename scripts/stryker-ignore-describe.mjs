// @ts-check
// A Stryker ignorer for the domain's mutation run (stryker.domain.config.mjs, issue 43): the words
// given to zod's `.describe(...)` are not mutated. They are the OpenAPI document's descriptions of
// a field (what the API's published contract says a field means), not a rule: no test of a rule can
// tell an emptied description from the real one, so each would count as a survivor and say nothing
// about the rules' tests. The schema the description is attached to is still mutated (its chain:
// `.min`, `.max`, `.regex`, `.optional`, the object's fields), and so is any other string.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** @param {import('@babel/core').NodePath} path */
function isDescribeArgument(path) {
  const parent = path.parentPath;
  if (!parent?.isCallExpression() || path.listKey !== 'arguments') return false;
  const callee = parent.node.callee;
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'describe'
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'zod-describe', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      return isDescribeArgument(path)
        ? "a zod .describe() text: the OpenAPI document's words for a field, not a rule"
        : undefined;
    },
  }),
];
