/* Generated from the zod schemas in src/ by `npm run schemas`. Do not edit. */

/**
 * A page of the site
 */
export interface PageDocument {
  /**
   * Path to schemas/page.schema.json, for editor help
   */
  $schema?: string;
  /**
   * The address of this page, e.g. "/about"
   */
  route: string;
  /**
   * Other addresses that redirect here
   *
   * Items: Another address
   */
  aliases?: string[];
  /**
   * Browser tab title
   */
  title: string;
  /**
   * Search-result summary (meta description), about 150 characters
   */
  description: string;
  /**
   * Fade sections in as they scroll into view
   */
  reveal?: {
    /**
     * Share of a section that must be visible before it fades in
     */
    threshold: number;
    /**
     * Delay between sections revealed together
     */
    staggerMs?: number;
  };
  /**
   * The sections, top to bottom
   *
   * @minItems 1
   *
   * Items: A section: "type" names its block
   */
  sections: (
    | {
        /**
         * A bar of icon links fixed to the bottom of the window
         */
        type: 'action-bar';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Name of the bar for screen readers, e.g. "Resume actions"
         */
        label: string;
        /**
         * The links
         *
         * @minItems 1
         * @maxItems 6
         */
        items: {
          /**
           * Link text
           */
          label: string;
          /**
           * Where it goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", or "{resume}" for the resume PDF.
           */
          href: string;
          /**
           * Icon name, e.g. "rocket"
           */
          icon:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
        }[];
      }
    | {
        /**
         * A row of buttons
         */
        type: 'button-row';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The buttons
         *
         * @minItems 1
         * @maxItems 4
         *
         * Items: A link drawn as a button
         */
        items: {
          /**
           * Button text
           */
          label: string;
          /**
           * Where the button goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", or "{resume}" for the resume PDF.
           */
          href: string;
          /**
           * Emphasis: filled (default), light or outline
           */
          variant?: 'filled' | 'light' | 'outline';
          /**
           * Icon name, e.g. "rocket"
           */
          icon?:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
        }[];
      }
    | {
        /**
         * A grid of cards
         */
        type: 'card-grid';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * Cards per row on wide screens (default 3)
         */
        columns?: 2 | 3 | 4;
        /**
         * The cards
         *
         * @minItems 1
         */
        items: {
          /**
           * Card title (h3)
           */
          title: string;
          /**
           * Small line above the title
           */
          kicker?: string;
          /**
           * Card text. Links are written [label](https://…)
           */
          text?: string;
          /**
           * Small line under the text, e.g. dates
           */
          meta?: string;
          /**
           * Icon name, e.g. "rocket"
           */
          icon?:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
          /**
           * Pastel colour of the card
           */
          tone?: 'blue' | 'teal' | 'lavender' | 'peach' | 'pink';
          /**
           * Labels listed on the card
           *
           * Items: Chip text
           */
          chips?: string[];
          /**
           * Makes the whole card a link. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", or "{resume}" for the resume PDF.
           */
          href?: string;
        }[];
      }
    | {
        /**
         * A wrapped list of short labels
         */
        type: 'chip-list';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The labels
         *
         * @minItems 1
         *
         * Items: Chip text
         */
        chips: string[];
      }
    | {
        /**
         * Roles, newest first
         */
        type: 'experience';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The roles
         *
         * @minItems 1
         */
        items: {
          /**
           * Employer
           */
          company: string;
          /**
           * The employer's website. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", or "{resume}" for the resume PDF.
           */
          href?: string;
          /**
           * Job title
           */
          role: string;
          /**
           * Dates, e.g. "Mar 2022 – Present"
           */
          period: string;
          /**
           * City or "Remote"
           */
          location?: string;
          /**
           * Achievements in this role
           *
           * @minItems 1
           *
           * Items: One achievement
           */
          bullets: string[];
        }[];
      }
    | {
        /**
         * A lazily loaded picture
         */
        type: 'illustration';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * An image with its alternative text and intrinsic size
         */
        image: {
          /**
           * Image file under public/, e.g. "/assets/portrait.svg"
           */
          src: string;
          /**
           * What the image shows, for people who cannot see it. Use "" only for pure decoration.
           */
          alt: string;
          /**
           * Intrinsic width in pixels (prevents layout shift)
           */
          width: number;
          /**
           * Intrinsic height in pixels (prevents layout shift)
           */
          height: number;
        };
        /**
         * Caption under the picture
         */
        caption?: string;
      }
    | {
        /**
         * The page title area, holding the page's only h1
         */
        type: 'page-header';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Small line above the heading
         */
        eyebrow?: string;
        /**
         * The page heading (h1)
         */
        heading: string;
        /**
         * A short line under the heading, e.g. a location
         */
        meta?: string;
        /**
         * Paragraphs under the heading
         *
         * Items: A paragraph. Links are written [label](https://…)
         */
        body?: string[];
        /**
         * Small labels, e.g. domains
         *
         * Items: Chip text
         */
        chips?: string[];
        /**
         * An image with its alternative text and intrinsic size
         */
        image?: {
          /**
           * Image file under public/, e.g. "/assets/portrait.svg"
           */
          src: string;
          /**
           * What the image shows, for people who cannot see it. Use "" only for pure decoration.
           */
          alt: string;
          /**
           * Intrinsic width in pixels (prevents layout shift)
           */
          width: number;
          /**
           * Intrinsic height in pixels (prevents layout shift)
           */
          height: number;
        };
        /**
         * Up to three buttons
         *
         * @maxItems 3
         *
         * Items: A link drawn as a button
         */
        actions?: {
          /**
           * Button text
           */
          label: string;
          /**
           * Where the button goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", or "{resume}" for the resume PDF.
           */
          href: string;
          /**
           * Emphasis: filled (default), light or outline
           */
          variant?: 'filled' | 'light' | 'outline';
          /**
           * Icon name, e.g. "rocket"
           */
          icon?:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
        }[];
      }
    | {
        /**
         * Paragraphs of text
         */
        type: 'prose';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The paragraphs
         *
         * @minItems 1
         *
         * Items: A paragraph. Links are written [label](https://…)
         */
        body: string[];
      }
    | {
        /**
         * Headline figures
         */
        type: 'stat-grid';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The figures
         *
         * @minItems 1
         */
        items: {
          /**
           * The figure, e.g. "+50%"
           */
          value: string;
          /**
           * What the figure measures
           */
          label: string;
          /**
           * Icon name, e.g. "rocket"
           */
          icon?:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
        }[];
      }
    | {
        /**
         * Stages in order: a row on large screens, a grid on medium, a column on phones
         */
        type: 'timeline';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Section heading (h2)
         */
        heading?: string;
        /**
         * Short paragraph under the heading
         */
        intro?: string;
        /**
         * The stages, oldest first
         *
         * @minItems 2
         * @maxItems 8
         */
        items: {
          /**
           * When, e.g. "2014 – 2016"
           */
          period: string;
          /**
           * Stage title (h3)
           */
          title: string;
          /**
           * What happened in this stage
           */
          text: string;
          /**
           * Icon name, e.g. "rocket"
           */
          icon?:
            | 'award'
            | 'book'
            | 'brain'
            | 'briefcase'
            | 'bulb'
            | 'camera'
            | 'car'
            | 'certificate'
            | 'chart-line'
            | 'clock'
            | 'code'
            | 'compass'
            | 'currency-dollar'
            | 'database'
            | 'device-mobile'
            | 'download'
            | 'file-text'
            | 'flag'
            | 'headphones'
            | 'heart'
            | 'layout'
            | 'linkedin'
            | 'mail'
            | 'map-pin'
            | 'medium'
            | 'message'
            | 'microphone'
            | 'instagram'
            | 'news'
            | 'palette'
            | 'pencil'
            | 'plane'
            | 'puzzle'
            | 'rocket'
            | 'school'
            | 'shield-check'
            | 'sparkles'
            | 'target'
            | 'tool'
            | 'trending-up'
            | 'trophy'
            | 'users'
            | 'world'
            | 'youtube';
        }[];
      }
  )[];
}
