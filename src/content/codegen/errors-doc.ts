import { catalogue, type MessageName } from '../../schema/messages';

/** An example argument for each parameter, so the reference shows the message's shape. */
const EXAMPLE_ARGS: Partial<Record<MessageName, unknown[]>> = {
  MalformedJson: ['value expected'],
  TrailingComma: [']'],
  TooDeep: [64],
  NotADocument: ['a list'],
  Unreadable: ['EACCES'],
  UnknownKey: ['items'],
  UnknownBlockType: ['card-gird', 'card-grid'],
  WrongType: ['text', 'number 97'],
  WrongValue: ['a lower-case id such as "my-journey"', '"My Journey"'],
  NotOneOf: [['2', '3', '4'], 'number 5'],
  TooShort: [1, 'items'],
  TooLong: [300, 'characters'],
  Missing: ['text'],
  BadLink: ['javascript:alert(1)'],
  InsecureLink: ['http://example.com'],
  BadRoute: ['/About Me'],
  BadVideoId: ['https://www.youtube.com/watch?v=abcdefghijk'],
  DanglingLink: ['/contacts', '/contact'],
  LinkToDraft: ['/upcoming-talk', 'pages/upcoming-talk.json'],
  DeadAnchor: ['valuse', '/about', 'values'],
  MissingAsset: ['/assets/portait.svg', '/assets/portrait.svg'],
  AssetWithoutSlash: ['assets/portrait.svg'],
  WrongSchemaPath: ['../schemas/page.schema.json', '../../schemas/page.schema.json'],
  RouteNotFilePath: ['/work/flair', 'pages/work/flair.json'],
  DuplicateRoute: ['/about', 'pages/about.json'],
  RedirectHidesPage: ['/blog', 'pages/blog.json'],
  UnknownToken: ['nmae', ['name', 'email'], 'name'],
  UnknownFact: ['oci-checkn', ['oci-checkin', 'years-in-product'], 'oci-checkin'],
  TypedFact: ['47% → 97%', 'oci-checkin'],
  PlaceholderText: ['[The problem, in a sentence]'],
  PlaceholderInDraft: ['[The problem, in a sentence]'],
  PlaceholderInCard: ['[Company · Year]'],
  OutsideMonths: ['2024-12-30', '2025-01', '2025-09'],
  FrameId: ['main'],
  Repeated: ['id', 'a'],
  NeedsOther: ['cta', 'href'],
  CaseResults: [2, 3],
  CaseNotListed: ['/work/new-case', '/work'],
  Invalid: ['got "x"'],
  NotOneWord: ['"mental health"'],
  UnknownIconPool: ['thoughts-article', ['thoughts-articles'], 'thoughts-articles'],
  TooLittleText: [19, 50],
  CutInSearchResults: ['title', 74, 60],
  SpaceInFileName: ['/assets/My Photo.jpg', '/assets/My-Photo.jpg'],
  EmptyPicture: ['public/assets/about/portrait.jpg'],
  CorruptPicture: ['public/assets/about/portrait.jpg', 'the file ends before the picture does'],
  NotAPicture: ['public/assets/resume.jpg', 'a PDF document'],
  PictureNamedWrong: ['public/assets/shot.jpg', 'a PNG picture', 'jpg', '/assets/shot.png'],
  HeicPicture: ['public/assets/IMG_0001.jpg'],
  PictureTooLarge: ['public/assets/pano.jpg', '12000 × 5000 pixels', 50_000_000, 40 * 1024 * 1024],
  UnsafeSvg: ['public/assets/logo.svg', 'a <script> element (written <s:script>) at line 4'],
  SvgNotWellFormed: ['public/assets/logo.svg', 'line 12, column 7: unclosed tag: g'],
  PictureSizeMismatch: [640, 480, 3024, 4032],
  UnknownProfile: ['linkdin', ['linkedin', 'github'], 'linkedin'],
  EmptiedByRemovedProfile: ['article list', 'blog'],
  RemovedPageLink: ['/work/old-case'],
  AddressUnfinished: ['https://'],
  PageLeftBare: [['blog']],
  ResumeGlyphMissing: [['→']],
};

/** docs/errors.md: every name in the catalogue with an example of its message and what to do. */
export function errorsReference(): string {
  const entries = Object.entries(catalogue).map(([name, entry]) => {
    const args = EXAMPLE_ARGS[name as MessageName] ?? [];
    const example = (entry.message as (...a: unknown[]) => string)(...args);
    const kind = 'warning' in entry && entry.warning ? ' (warning)' : '';
    return `## ${name}${kind}\n\n\`${example}\`\n\n${entry.hint}\n`;
  });
  return [
    '# Validator messages',
    '',
    '<!-- Written by `npm run errors-doc` from src/schema/messages.ts; a unit test fails when it is stale. -->',
    '',
    'Each line `npm run validate` prints ends with the name of its message, e.g. `[UnknownKey]`. Below, each name with an',
    'example of its message and what to do. Warnings fail nothing unless `npm run validate -- --strict`.',
    '',
    ...entries,
  ].join('\n');
}
