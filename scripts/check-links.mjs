/**
 * `npm run check:links`: every relative link and image in the repository's guides (README.md,
 * CONTRIBUTING.md, packages/ui/README.md and docs/**) must name a file or folder inside the
 * repository, and a `#heading` must be a heading of the file it names, as GitHub makes its
 * anchors. Links to web addresses (http, https, mailto, …) are not followed. Each broken link is
 * printed as file:line, and the command then exits 1.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const GUIDES = ['README.md', 'CONTRIBUTING.md', 'packages/ui/README.md'];
const GUIDE_FOLDERS = ['docs'];

/** Every Markdown file under a folder, in a stable order. */
function markdownFilesIn(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...markdownFilesIn(path));
    else if (entry.name.endsWith('.md')) found.push(path);
  }
  return found.sort();
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const opening = FENCE.exec(line);
    if (fence === null && opening) fence = opening[1][0];
    else if (fence !== null && opening && opening[1][0] === fence) fence = null;
    else if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/**
 * The targets a line links to: inline links and images `[text](target "title")`, reference
 * definitions `[name]: target`, and the `src` and `href` of HTML in the Markdown.
 */
function targetsIn(text) {
  // Code spans show their text as it is: a link written in one is no link.
  const line = text.replace(/(`+)[^`]*?\1/g, '');
  const targets = [];
  for (const match of line.matchAll(/\]\(\s*(<[^>]*>|(?:[^()\s]|\([^()\s]*\))+)/g)) {
    targets.push(match[1]);
  }
  const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
  if (definition) targets.push(definition[1]);
  for (const match of line.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/g)) {
    targets.push(match[1]);
  }
  return targets.map((target) => target.replace(/^<|>$/g, ''));
}

/**
 * A heading's anchor as GitHub makes it: the text as shown (Markdown links and HTML tags
 * dropped), lower case, every character that is neither a letter, a digit, a space, a hyphen nor
 * an underscore removed, and each space made a hyphen.
 */
function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const anchorsByFile = new Map();

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
function anchorsOf(file) {
  if (!anchorsByFile.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    for (const { line } of proseLines(readFileSync(file, 'utf8'))) {
      const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
      if (heading) {
        const slug = slugOf(heading[1]);
        const repeats = seen.get(slug) ?? 0;
        seen.set(slug, repeats + 1);
        anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
      }
      for (const match of line.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/g)) {
        anchors.add(match[1]);
      }
    }
    anchorsByFile.set(file, anchors);
  }
  return anchorsByFile.get(file);
}

const WEB_ADDRESS = /^[a-z][a-z0-9+.-]*:/i;

/** Why a link from `file` to `target` does not resolve, or null when it does. */
function problemWith(file, target) {
  if (WEB_ADDRESS.test(target) || target.startsWith('//')) return null;
  const hashAt = target.indexOf('#');
  const pathPart = hashAt === -1 ? target : target.slice(0, hashAt);
  const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
  const path = decodeURIComponent(pathPart.split('?')[0]);
  const linked =
    path === '' ? file : path.startsWith('/') ? join(ROOT, path) : resolve(dirname(file), path);
  if (linked !== ROOT && !linked.startsWith(ROOT + sep)) return 'points outside the repository';
  if (!existsSync(linked)) return `${relative(ROOT, linked)} does not exist`;
  if (
    anchor === null ||
    anchor === '' ||
    !linked.endsWith('.md') ||
    statSync(linked).isDirectory()
  ) {
    return null;
  }
  return anchorsOf(linked).has(anchor)
    ? null
    : `${relative(ROOT, linked)} has no heading #${anchor}`;
}

const files = [
  ...GUIDES.map((guide) => join(ROOT, guide)).filter((guide) => existsSync(guide)),
  ...GUIDE_FOLDERS.flatMap((folder) => markdownFilesIn(join(ROOT, folder))),
];
let checked = 0;
const broken = [];
for (const file of files) {
  for (const { line, number } of proseLines(readFileSync(file, 'utf8'))) {
    for (const target of targetsIn(line)) {
      checked += 1;
      const problem = problemWith(file, target);
      if (problem !== null) broken.push(`${relative(ROOT, file)}:${number}: ${target}: ${problem}`);
    }
  }
}

if (broken.length > 0) {
  console.error(broken.join('\n'));
  console.error(`${broken.length} of ${checked} links in ${files.length} files do not resolve.`);
  process.exit(1);
}
console.log(`${checked} links in ${files.length} files resolve.`);
