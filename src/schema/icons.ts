/**
 * Icon names a document may use, each with the Tabler icon that draws it. A page's module imports
 * only the drawings its document names (src/build/site-plugin.ts), so no page carries them all.
 */
export const ICONS = {
  'arrow-left': 'IconArrowLeft',
  'arrow-right': 'IconArrowRight',
  award: 'IconAward',
  behance: 'IconBrandBehance',
  bluesky: 'IconBrandBluesky',
  book: 'IconBook',
  brain: 'IconBrain',
  briefcase: 'IconBriefcase',
  building: 'IconBuilding',
  bulb: 'IconBulb',
  camera: 'IconCamera',
  car: 'IconCar',
  certificate: 'IconCertificate',
  'chart-line': 'IconChartLine',
  'chevron-down': 'IconChevronDown',
  clock: 'IconClock',
  code: 'IconCode',
  coffee: 'IconCoffee',
  compass: 'IconCompass',
  'currency-dollar': 'IconCurrencyDollar',
  database: 'IconDatabase',
  'device-mobile': 'IconDeviceMobile',
  download: 'IconDownload',
  dribbble: 'IconBrandDribbble',
  feather: 'IconFeather',
  'file-text': 'IconFileText',
  flag: 'IconFlag',
  github: 'IconBrandGithub',
  headphones: 'IconHeadphones',
  heart: 'IconHeart',
  instagram: 'IconBrandInstagram',
  layout: 'IconLayout',
  linkedin: 'IconBrandLinkedin',
  mail: 'IconMail',
  'map-pin': 'IconMapPin',
  mastodon: 'IconBrandMastodon',
  medium: 'IconBrandMedium',
  message: 'IconMessage',
  microphone: 'IconMicrophone',
  news: 'IconNews',
  palette: 'IconPalette',
  pencil: 'IconPencil',
  plane: 'IconPlane',
  'player-pause': 'IconPlayerPause',
  'player-play': 'IconPlayerPlay',
  puzzle: 'IconPuzzle',
  quote: 'IconQuote',
  robot: 'IconRobot',
  rocket: 'IconRocket',
  route: 'IconRoute',
  rss: 'IconRss',
  scale: 'IconScale',
  school: 'IconSchool',
  'shield-check': 'IconShieldCheck',
  sparkles: 'IconSparkles',
  target: 'IconTarget',
  threads: 'IconBrandThreads',
  tool: 'IconTool',
  'trending-up': 'IconTrendingUp',
  trophy: 'IconTrophy',
  users: 'IconUsers',
  world: 'IconWorld',
  x: 'IconBrandX',
  youtube: 'IconBrandYoutube',
} as const;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as [IconName, ...IconName[]];

/** The icons a document names: every "icon" field, at any depth (derived ones included, once derived). */
export function iconsNamedIn(document: unknown): IconName[] {
  const found = new Set<IconName>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'icon' && typeof inner === 'string' && inner in ICONS) found.add(inner as IconName);
        else visit(inner);
      }
    }
  };
  visit(document);
  return [...found].sort();
}
