/**
 * Icon names a document may use, each with the Tabler icon that draws it. A page's module imports
 * only the drawings its document names (src/build/site-plugin.ts), so no page carries them all.
 */
import { walkJson } from './json';

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
  walkJson(document, (value, path) => {
    if (path.at(-1) === 'icon' && typeof value === 'string' && value in ICONS) found.add(value as IconName);
  });
  return [...found].sort();
}
