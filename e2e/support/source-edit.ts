import fs from 'node:fs';
import ts from 'typescript';

/**
 * Edits of a remote's source that a journey makes in a copy of it (a team's change, built for real), found by the
 * code's structure with the TypeScript parser rather than by searching for a line of text: a search broke each time
 * the lobby's markup around it changed. Each helper names what it looked for when it is missing.
 */

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function find<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T | undefined {
  let found: T | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (test(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** Applies insertions (offset, text) to the file, last first so the earlier offsets stay right. */
function insertAll(file: string, insertions: [number, string][]): void {
  let source = fs.readFileSync(file, 'utf8');
  for (const [at, text] of [...insertions].sort((a, b) => b[0] - a[0])) source = source.slice(0, at) + text + source.slice(at);
  fs.writeFileSync(file, source);
}

/** Adds `import { name } from 'module'` unless the file already imports that name from it. */
function importInsertion(sourceFile: ts.SourceFile, name: string, module: string): [number, string][] {
  const already = sourceFile.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === module &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => !element.propertyName && element.name.text === name && !element.isTypeOnly),
  );
  return already ? [] : [[0, `import { ${name} } from '${module}';\n`]];
}

/**
 * Puts `jsx` as the last child of the JSX element carrying `data-testid="<testId>"` (the page's root element, which
 * the journeys find the page by), importing `FragmentSlot` from @casino/shared when the file does not yet.
 */
export function appendToElement(file: string, testId: string, jsx: string): void {
  const sourceFile = parse(file);
  const element = find(sourceFile, (node): node is ts.JsxElement =>
    ts.isJsxElement(node) &&
    node.openingElement.attributes.properties.some(
      (attribute) =>
        ts.isJsxAttribute(attribute) &&
        attribute.name.getText(sourceFile) === 'data-testid' &&
        attribute.initializer !== undefined &&
        ts.isStringLiteral(attribute.initializer) &&
        attribute.initializer.text === testId,
    ),
  );
  if (!element) throw new Error(`${file}: no JSX element with data-testid="${testId}" to place the slot in`);
  insertAll(file, [...importInsertion(sourceFile, 'FragmentSlot', '@casino/shared'), [element.closingElement.getStart(sourceFile), `${jsx}\n`]]);
}

/**
 * Runs `before` (a statement over the loader's arguments, `args`) ahead of the route's own loader: the route object
 * under the key `routeId` gets `loader: async (args) => { before; return (original)(args); }`. The names `before`
 * uses come from the imports given (added when missing).
 */
export function prependToLoader(file: string, routeId: string, before: string, imports: { name: string; from: string }[]): void {
  const sourceFile = parse(file);
  const route = find(sourceFile, (node): node is ts.PropertyAssignment =>
    ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.name) || ts.isIdentifier(node.name)) && node.name.text === routeId && ts.isObjectLiteralExpression(node.initializer),
  );
  if (!route) throw new Error(`${file}: no route object under '${routeId}'`);
  const loader = (route.initializer as ts.ObjectLiteralExpression).properties.find(
    (property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'loader',
  );
  if (!loader) throw new Error(`${file}: the route '${routeId}' has no loader to prime the fragment in`);
  const original = loader.initializer;
  insertAll(file, [
    ...imports.flatMap(({ name, from }) => importInsertion(sourceFile, name, from)),
    [original.getStart(sourceFile), `async (args) => {\n          ${before};\n          return (`],
    [original.getEnd(), `)(args);\n        }`],
  ]);
}

/**
 * Puts `entries` (properties or elements, each followed by a comma) first in the object or array literal that is the
 * last argument of the call to `callee`: a page's code in `pageRoutes(routeManifest, { ... })` (src/exposes/routes.tsx),
 * a page's declaration in `defineRouteManifest(remote, [ ... ])` (src/route-manifest.ts).
 */
export function prependToCallLiteral(file: string, callee: string, entries: string): void {
  const sourceFile = parse(file);
  const call = find(sourceFile, (node): node is ts.CallExpression => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === callee);
  const literal = call?.arguments.at(-1);
  if (!literal || !(ts.isObjectLiteralExpression(literal) || ts.isArrayLiteralExpression(literal))) {
    throw new Error(`${file}: no call to ${callee}(…) ending in an object or array literal to add to`);
  }
  const first = ts.isObjectLiteralExpression(literal) ? literal.properties[0] : literal.elements[0];
  insertAll(file, [first ? [first.getStart(sourceFile), entries] : [literal.getStart(sourceFile) + 1, `\n${entries}\n`]]);
}
