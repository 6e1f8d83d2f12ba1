/* Generated from the zod schemas in src/ by `npm run schemas`. Do not edit. */

/**
 * A section: "type" names its block
 */
export type ContentSection =
  | {
      /**
       * Collapsible items, readable and searchable without JavaScript
       */
      type: 'accordion';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * "independent" (default): each item opens on its own; "single": opening one closes the others
       */
      mode?: 'independent' | 'single';
      /**
       * The items
       *
       * @minItems 1
       */
      items: {
        /**
         * The question or label that opens the item
         */
        title: string;
        /**
         * The paragraphs shown when open
         *
         * @minItems 1
         *
         * Items: A paragraph. Links are written [label](https://…)
         */
        body: string[];
        /**
         * Starts open
         */
        open?: boolean;
      }[];
    }
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
         * Where it goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
        /**
         * Icon name, e.g. "rocket"
         */
        icon:
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
          | 'youtube';
      }[];
    }
  | {
      /**
       * A grid of article cards on pastel tones, each with an icon and a category label
       */
      type: 'article-grid';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * Derives each card's label from its title: rules tried in order, e.g. { "label": "Politics", "all": ["canada"], "any": ["state", "holiday"] }, then "fallback". A card's own "label" wins
       */
      labels?: {
        /**
         * Tried in order; the first rule that matches gives the label
         *
         * Items: A rule: the label for titles holding all of "all" and, if given, one of "any"
         */
        rules?: {
          /**
           * The label shown on an item whose title matches, e.g. "Politics"
           */
          label: string;
          /**
           * Words that must all appear in the title, e.g. ["ai", "work"]
           *
           * Items: One word (letters and digits), matched whole and case-insensitively; a plural "s" also matches
           */
          all?: string[];
          /**
           * Words of which at least one must appear in the title, e.g. ["state", "holiday"]
           *
           * Items: One word (letters and digits), matched whole and case-insensitively; a plural "s" also matches
           */
          any?: string[];
        }[];
        /**
         * The label when no rule matches, e.g. "Opinion"
         */
        fallback: string;
      };
      /**
       * A pool in site.json's "iconPools": each card without an "icon" takes the next unused icon of it, in page order
       */
      iconPool?: string;
      /**
       * The articles; card colours cycle blue, teal, lavender, peach, pink by position
       *
       * @minItems 1
       */
      items: {
        /**
         * Article title; shown on at most two lines, the whole title on hover and to screen readers
         */
        title: string;
        /**
         * One line on what the article says; shown on its card and in feeds
         */
        description?: string;
        /**
         * The article, e.g. "{blog}/my-post"; opens in a new tab when external. Without it the card is a placeholder, not a link. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href?: string;
        /**
         * Icon name, e.g. "rocket"
         */
        icon?:
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
          | 'youtube';
        /**
         * Category label; leave it out to derive it from "labels"
         */
        label?: string;
        /**
         * Published on, YYYY-MM-DD; shown at the card's foot, and a page with "feed" (or under one) lists the article in its feed by it
         */
        date?: string;
      }[];
    }
  | {
      /**
       * The trail from a parent page to this one
       */
      type: 'breadcrumbs';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * The pages above this one, outermost first
       *
       * @minItems 1
       */
      trail: {
        /**
         * The page name, e.g. "Portfolio"
         */
        label: string;
        /**
         * Its address. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
      }[];
      /**
       * This page, last in the trail, e.g. "Airline payments"
       */
      current: string;
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
       * Short paragraph under the heading. Links are written [label](https://…)
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
         * Where the button goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
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
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * Cards per row on wide screens (default 3)
       */
      columns?: 2 | 3 | 4;
      /**
       * true: on wide screens the first card takes the whole row, its picture beside its words: the one to open first
       */
      featureFirst?: boolean;
      /**
       * The cards
       *
       * @minItems 1
       */
      items: {
        /**
         * A cover picture across the top of the card
         */
        image?: {
          /**
           * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"
           */
          src: string;
          /**
           * What the image shows, for people who cannot see it. Use "" only for pure decoration.
           */
          alt: string;
          /**
           * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          width?: number;
          /**
           * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          height?: number;
        };
        /**
         * The case's key screen as the picture, by reference: the screen is written once, on the case's page
         */
        screen?: {
          /**
           * The case page, e.g. "/work/flair-oci"; its "screens" section names the key screen and describes it
           */
          fromCase: string;
        };
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
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
         * Makes the whole card a link. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href?: string;
        /**
         * Visible link text at the foot of the card, e.g. "View Case Study"; needs "href"
         */
        cta?: string;
      }[];
      /**
       * true: ends the grid with a card for each of your profiles (site.json) this page does not link to yet, named and drawn by its address, so a profile you add appears here with no edit to the page
       */
      addProfiles?: boolean;
    }
  | {
      /**
       * A looping slideshow that advances on its own, with previous, next and pause buttons
       */
      type: 'carousel';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * What the slideshow is, for screen readers, e.g. "Highlights"
       */
      label: string;
      /**
       * Milliseconds each slide shows before the next (default 5000). It never advances on its own under reduced motion.
       */
      interval?: number;
      /**
       * The slides, in order; after the last comes the first
       *
       * @minItems 2
       * @maxItems 10
       *
       * Items: One slide
       */
      slides: {
        /**
         * Slide title, in large type
         */
        title: string;
        /**
         * One or two lines under the title
         */
        subtitle: string;
        /**
         * Call-to-action label at the foot of the slide, e.g. "Watch the channel"
         */
        cta: string;
        /**
         * Where the whole slide goes: a route, an in-page anchor ("#ai-projects") or an external link (new tab). An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
        /**
         * Background colour of the slide
         */
        tone: 'blue' | 'teal' | 'lavender' | 'peach' | 'pink';
        /**
         * The picture beside the text; the first slide's loads at once, the others when needed
         */
        image?: {
          /**
           * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"
           */
          src: string;
          /**
           * What the image shows, for people who cannot see it. Use "" only for pure decoration.
           */
          alt: string;
          /**
           * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          width?: number;
          /**
           * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          height?: number;
        };
        /**
         * Instead of an image: the case's key screen, by reference (a slide about the work shows it)
         */
        screen?: {
          /**
           * The case page, e.g. "/work/flair-oci"; its "screens" section names the key screen and describes it
           */
          fromCase: string;
        };
      }[];
    }
  | {
      /**
       * Links to the previous and the next case study, in the order of their listing
       */
      type: 'case-nav';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * The page whose cards list the cases in order, e.g. "/work"; the build finds the neighbours there
       */
      listing: string;
      /**
       * What the links call the pages: "Previous case" and "All case studies", or "Previous project" and "All projects"
       */
      kind?: 'case' | 'project';
    }
  | {
      /**
       * A case study's summary band, under its title: role, team, timeline and three headline results
       */
      type: 'case-summary';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Your role, e.g. "Senior product manager, lead"
       */
      role: string;
      /**
       * Who did the work with you, e.g. "2 designers, 8 engineers, 1 analyst"
       */
      team: string;
      /**
       * How long and when, e.g. "10 months, 2022–2023"
       */
      timeline: string;
      /**
       * The three headline results, strongest first; the page's cards marked { "fromSummary": "results" } repeat them
       */
      results: {
        /**
         * The figure, e.g. "47% → 97%"
         */
        value: string;
        /**
         * What it measures, e.g. "Online check-in rate"
         */
        label: string;
        /**
         * Drawn where the results are repeated as figure cards (a portfolio case's Impact)
         */
        icon?:
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
          | 'youtube';
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
       * Short paragraph under the heading. Links are written [label](https://…)
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
  | (
      | {
          /**
           * A drawing of the work (a flow, a funnel, a timeline or bars), drawn from its data
           */
          type: 'diagram';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * What the drawing shows, in words, for screen readers: its figures and what changed
           */
          alt: string;
          /**
           * The line under the drawing, e.g. "Check-in, before and after the rebuild"
           */
          caption?: string;
          /**
           * Steps before and after, side by side
           */
          kind: 'flow';
          /**
           * The old flow
           */
          before: {
            /**
             * What this side is, e.g. "Before: 11 screens"
             */
            label: string;
            /**
             * The steps, in order, where they have names
             *
             * @maxItems 12
             *
             * Items: A step, a few words
             */
            steps?: string[];
            /**
             * How many steps there were, when more than are named: the rest are drawn as numbered boxes
             */
            count?: number;
          };
          /**
           * The new flow
           */
          after: {
            /**
             * What this side is, e.g. "Before: 11 screens"
             */
            label: string;
            /**
             * The steps, in order, where they have names
             *
             * @maxItems 12
             *
             * Items: A step, a few words
             */
            steps?: string[];
            /**
             * How many steps there were, when more than are named: the rest are drawn as numbered boxes
             */
            count?: number;
          };
        }
      | {
          /**
           * A drawing of the work (a flow, a funnel, a timeline or bars), drawn from its data
           */
          type: 'diagram';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * What the drawing shows, in words, for screen readers: its figures and what changed
           */
          alt: string;
          /**
           * The line under the drawing, e.g. "Check-in, before and after the rebuild"
           */
          caption?: string;
          /**
           * Stages that narrow, each with its figure
           */
          kind: 'funnel';
          /**
           * The stages, widest first
           *
           * @minItems 2
           * @maxItems 8
           */
          stages: {
            /**
             * The stage, e.g. "Started check-in"
             */
            label: string;
            /**
             * A figure
             */
            figure: {
              /**
               * The number the bar is drawn to, e.g. 47
               */
              value: number;
              /**
               * How the figure is written, e.g. "47%"; the number itself when left out
               */
              label?: string;
            };
          }[];
        }
      | {
          /**
           * A drawing of the work (a flow, a funnel, a timeline or bars), drawn from its data
           */
          type: 'diagram';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * What the drawing shows, in words, for screen readers: its figures and what changed
           */
          alt: string;
          /**
           * The line under the drawing, e.g. "Check-in, before and after the rebuild"
           */
          caption?: string;
          /**
           * Milestones in order
           */
          kind: 'timeline';
          /**
           * The milestones, earliest first
           *
           * @minItems 2
           * @maxItems 8
           */
          milestones: {
            /**
             * When, e.g. "Month 3" or "2023"
             */
            when: string;
            /**
             * What happened, a few words
             */
            label: string;
          }[];
        }
      | {
          /**
           * A drawing of the work (a flow, a funnel, a timeline or bars), drawn from its data
           */
          type: 'diagram';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * What the drawing shows, in words, for screen readers: its figures and what changed
           */
          alt: string;
          /**
           * The line under the drawing, e.g. "Check-in, before and after the rebuild"
           */
          caption?: string;
          /**
           * Figures before and after, a pair of bars each
           */
          kind: 'bars';
          /**
           * The figures compared
           *
           * @minItems 1
           * @maxItems 5
           */
          metrics: {
            /**
             * What is measured, e.g. "Online check-in"
             */
            label: string;
            /**
             * The figure before
             */
            before: {
              /**
               * The number the bar is drawn to, e.g. 47
               */
              value: number;
              /**
               * How the figure is written, e.g. "47%"; the number itself when left out
               */
              label?: string;
            };
            /**
             * The figure after
             */
            after: {
              /**
               * The number the bar is drawn to, e.g. 47
               */
              value: number;
              /**
               * How the figure is written, e.g. "47%"; the number itself when left out
               */
              label?: string;
            };
          }[];
          /**
           * How the bars are scaled: "each" draws a pair to the larger of its two figures (metrics in different units); "shared" draws every bar to the largest figure, so bars compare across metrics (one unit)
           */
          scale?: 'each' | 'shared';
        }
    )
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
       * Short paragraph under the heading. Links are written [label](https://…)
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
         * The employer's website. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
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
       * Labelled facts or results, drawn as a description list
       */
      type: 'fact-sheet';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * "facts" (default) sets label and value on one line; "figures" draws each value large, for results
       */
      emphasis?: 'facts' | 'figures';
      /**
       * The facts, in order
       *
       * @minItems 1
       */
      items: (
        | {
            /**
             * The label, e.g. "Role" or "Check-in rate"
             */
            term: string;
            /**
             * Its value, e.g. "Lead PM" or "47% → 97%"
             */
            value: string;
          }
        | {
            /**
             * "facts": the case summary's Role, Team and Timeline go here; "results": its three results
             */
            fromSummary: 'facts' | 'results';
          }
      )[];
      /**
       * A line under the facts, e.g. how the results were measured: "Check-ins as a share of departing passengers, same quarter a year apart"
       */
      note?: string;
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
       * A picture with its alternative text; its size is read from the file when the document leaves it out
       */
      image: {
        /**
         * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"
         */
        src: string;
        /**
         * What the image shows, for people who cannot see it. Use "" only for pure decoration.
         */
        alt: string;
        /**
         * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
         */
        width?: number;
        /**
         * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
         */
        height?: number;
      };
      /**
       * Caption under the picture
       */
      caption?: string;
    }
  | {
      /**
       * Dated news grouped by year, month and week, with search and chips
       */
      type: 'news-archive';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * Placeholder of the search box, e.g. "Search news..."
       */
      searchPlaceholder: string;
      /**
       * Item fields the search looks in (case-insensitive, literal text): title, description, source, tags, category
       *
       * @minItems 1
       */
      searchFields: ('title' | 'description' | 'source' | 'tags' | 'category')[];
      /**
       * Category chips
       */
      chips?: {
        /**
         * Item field the chips compare with (a list field matches if any entry does)
         */
        field: 'title' | 'description' | 'source' | 'tags' | 'category';
        /**
         * What the chips choose, for screen readers, e.g. "Category"
         */
        label: string;
        /**
         * The chips after "All", which is always first
         *
         * @minItems 1
         *
         * Items: Chip text
         */
        options: string[];
      };
      /**
       * Months the archive lists (newest first), with four weeks each, the newest entry's month up to its week; none: from the oldest entry to the newest
       */
      months?: {
        /**
         * First month shown; none: the month of the oldest entry
         */
        from?: string;
        /**
         * Last month shown, at most the newest entry's; none: the month of the newest entry, so this week's story widens the range by itself
         */
        to?: string;
      };
      /**
       * The year, month and week open when the page loads
       */
      open:
        | 'current'
        | {
            /**
             * Year
             */
            year: number;
            /**
             * Month, 1–12
             */
            month: number;
            /**
             * Week of the month, 1–4
             */
            week: number;
          };
      /**
       * Shown in a week without entries, e.g. "No news available for this week"
       */
      emptyWeek: string;
      /**
       * The empty state of a search
       */
      empty: {
        /**
         * Shown when the search or chip matches nothing
         */
        title: string;
        /**
         * A hint under it
         */
        text?: string;
      };
      /**
       * Header above the archive; totals are counted from the items
       */
      dataset: {
        /**
         * Name of the dataset
         */
        title: string;
        /**
         * What it covers
         */
        description: string;
        /**
         * When it was first compiled, YYYY-MM-DD; the header shows the newest story's date once it is later
         */
        created: string;
      };
      /**
       * The news items, any order
       *
       * @minItems 1
       */
      items: {
        /**
         * Stable id, unique in the archive: the story's card is "#story-<id>" on its week's page. A name ("openai-devday") also identifies its feed entry; the week and a number ("2025-09-w2-3") only its place, so feeds know that story by its title
         */
        id: string;
        /**
         * Headline, in your own words
         */
        title: string;
        /**
         * Two or three sentences; cards show the first 150 characters
         */
        description: string;
        /**
         * Date reported, YYYY-MM-DD; it places the item in its week (days 1–7, 8–14, 15–21, 22–end)
         */
        date: string;
        /**
         * Publisher, e.g. "The Verge"
         */
        source: string;
        /**
         * Tags; the first is the shown category (none: "General")
         *
         * Items: Tag
         */
        tags?: string[];
        /**
         * The publisher's page. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        url: string;
        /**
         * Marks the item as trending
         */
        trending?: boolean;
      }[];
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
       * A link back to the parent page, above everything else, e.g. "Back to Resources"
       */
      back?: {
        /**
         * Visible text of the link
         */
        label: string;
        /**
         * Where the link goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
      };
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
       * A picture with its alternative text; its size is read from the file when the document leaves it out
       */
      image?: {
        /**
         * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"
         */
        src: string;
        /**
         * What the image shows, for people who cannot see it. Use "" only for pure decoration.
         */
        alt: string;
        /**
         * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
         */
        width?: number;
        /**
         * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
         */
        height?: number;
      };
      /**
       * Up to three headline results, after the first paragraph (beside the text when there is no picture): proof on the first screen
       *
       * @maxItems 3
       *
       * Items: A headline result, linking to its case
       */
      figures?: {
        /**
         * The figure, e.g. "47% → 97%"
         */
        value: string;
        /**
         * What it measures, e.g. "online check-in"
         */
        label: string;
        /**
         * The case it comes from, e.g. "/work/flair-oci". An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
      }[];
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
         * Where the button goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
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
       * Short paragraph under the heading. Links are written [label](https://…)
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
  | (
      | {
          /**
           * A searchable, filterable list of resources with a tile/list view toggle
           */
          type: 'resource-list';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * The empty state
           */
          empty: {
            /**
             * Shown when nothing matches, e.g. "No tools found"
             */
            title: string;
            /**
             * A hint under it
             */
            text?: string;
          };
          /**
           * AI tools
           */
          kind: 'tools';
          /**
           * Placeholder of the search box, e.g. "Search tools..."
           */
          searchPlaceholder: string;
          /**
           * Item fields the search looks in (case-insensitive, literal text): name, description, category
           *
           * @minItems 1
           */
          searchFields: ('name' | 'description' | 'category')[];
          /**
           * Category chips
           */
          chips?: {
            /**
             * Item field the chips compare with (a list field matches if any entry does)
             */
            field: 'name' | 'description' | 'category';
            /**
             * What the chips choose, for screen readers, e.g. "Category"
             */
            label: string;
            /**
             * The chips after "All", which is always first
             *
             * @minItems 1
             *
             * Items: Chip text
             */
            options: string[];
          };
          /**
           * @minItems 1
           */
          items: {
            /**
             * Tool name
             */
            name: string;
            /**
             * Categories, e.g. ["Design", "Video"]
             *
             * @minItems 1
             *
             * Items: Category
             */
            category: string[];
            /**
             * One line on what it does
             */
            description: string;
            /**
             * The tool's official site. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
             */
            link: string;
            /**
             * A small label on a card
             */
            badge: {
              /**
               * Badge text, e.g. "Free tier"
               */
              text: string;
              /**
               * default (filled), secondary (soft) or destructive (red, e.g. "Paid only")
               */
              variant: 'default' | 'secondary' | 'destructive';
            };
          }[];
        }
      | {
          /**
           * A searchable, filterable list of resources with a tile/list view toggle
           */
          type: 'resource-list';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * The empty state
           */
          empty: {
            /**
             * Shown when nothing matches, e.g. "No tools found"
             */
            title: string;
            /**
             * A hint under it
             */
            text?: string;
          };
          /**
           * Prompts with a "Copy Prompt" button
           */
          kind: 'prompts';
          /**
           * Placeholder of the search box, e.g. "Search prompts..."
           */
          searchPlaceholder: string;
          /**
           * Item fields the search looks in (case-insensitive, literal text): title, prompt, category
           *
           * @minItems 1
           */
          searchFields: ('title' | 'prompt' | 'category')[];
          /**
           * Category chips
           */
          chips?: {
            /**
             * Item field the chips compare with (a list field matches if any entry does)
             */
            field: 'title' | 'prompt' | 'category';
            /**
             * What the chips choose, for screen readers, e.g. "Category"
             */
            label: string;
            /**
             * The chips after "All", which is always first
             *
             * @minItems 1
             *
             * Items: Chip text
             */
            options: string[];
          };
          /**
           * @minItems 1
           */
          items: {
            /**
             * Prompt title
             */
            title: string;
            /**
             * The prompt text that "Copy Prompt" copies
             */
            prompt: string;
            /**
             * Category
             */
            category: 'Work' | 'Creativity' | 'Productivity' | 'Study';
            /**
             * A small label on a card
             */
            badge: {
              /**
               * Badge text, e.g. "Free tier"
               */
              text: string;
              /**
               * default (filled), secondary (soft) or destructive (red, e.g. "Paid only")
               */
              variant: 'default' | 'secondary' | 'destructive';
            };
          }[];
        }
      | {
          /**
           * A searchable, filterable list of resources with a tile/list view toggle
           */
          type: 'resource-list';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * The empty state
           */
          empty: {
            /**
             * Shown when nothing matches, e.g. "No tools found"
             */
            title: string;
            /**
             * A hint under it
             */
            text?: string;
          };
          /**
           * Startups
           */
          kind: 'startups';
          /**
           * Placeholder of the search box, e.g. "Search startups..."
           */
          searchPlaceholder: string;
          /**
           * Item fields the search looks in (case-insensitive, literal text): name, description, industry
           *
           * @minItems 1
           */
          searchFields: ('name' | 'description' | 'industry')[];
          /**
           * Category chips
           */
          chips?: {
            /**
             * Item field the chips compare with (a list field matches if any entry does)
             */
            field: 'name' | 'description' | 'industry';
            /**
             * What the chips choose, for screen readers, e.g. "Category"
             */
            label: string;
            /**
             * The chips after "All", which is always first
             *
             * @minItems 1
             *
             * Items: Chip text
             */
            options: string[];
          };
          /**
           * @minItems 1
           */
          items: {
            /**
             * Company name
             */
            name: string;
            /**
             * One line on what it does
             */
            description: string;
            /**
             * Industry
             */
            industry: string;
            /**
             * Official website. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
             */
            website: string;
            /**
             * A small label on a card
             */
            badge: {
              /**
               * Badge text, e.g. "Free tier"
               */
              text: string;
              /**
               * default (filled), secondary (soft) or destructive (red, e.g. "Paid only")
               */
              variant: 'default' | 'secondary' | 'destructive';
            };
          }[];
        }
      | {
          /**
           * A searchable, filterable list of resources with a tile/list view toggle
           */
          type: 'resource-list';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * The empty state
           */
          empty: {
            /**
             * Shown when nothing matches, e.g. "No tools found"
             */
            title: string;
            /**
             * A hint under it
             */
            text?: string;
          };
          /**
           * Companies
           */
          kind: 'companies';
          /**
           * Placeholder of the search box, e.g. "Search companies..."
           */
          searchPlaceholder: string;
          /**
           * Item fields the search looks in (case-insensitive, literal text): name, description, sector
           *
           * @minItems 1
           */
          searchFields: ('name' | 'description' | 'sector')[];
          /**
           * Category chips
           */
          chips?: {
            /**
             * Item field the chips compare with (a list field matches if any entry does)
             */
            field: 'name' | 'description' | 'sector';
            /**
             * What the chips choose, for screen readers, e.g. "Category"
             */
            label: string;
            /**
             * The chips after "All", which is always first
             *
             * @minItems 1
             *
             * Items: Chip text
             */
            options: string[];
          };
          /**
           * @minItems 1
           */
          items: {
            /**
             * Company name
             */
            name: string;
            /**
             * Why it is worth watching
             */
            description: string;
            /**
             * Sector
             */
            sector: string;
            /**
             * Official website. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
             */
            website: string;
            /**
             * A small label on a card
             */
            badge: {
              /**
               * Badge text, e.g. "Free tier"
               */
              text: string;
              /**
               * default (filled), secondary (soft) or destructive (red, e.g. "Paid only")
               */
              variant: 'default' | 'secondary' | 'destructive';
            };
          }[];
        }
      | {
          /**
           * A searchable, filterable list of resources with a tile/list view toggle
           */
          type: 'resource-list';
          /**
           * Anchor id of this section, so that a link "#id" scrolls to it
           */
          id?: string;
          /**
           * Section heading (h2)
           */
          heading?: string;
          /**
           * Short paragraph under the heading. Links are written [label](https://…)
           */
          intro?: string;
          /**
           * The empty state
           */
          empty: {
            /**
             * Shown when nothing matches, e.g. "No tools found"
             */
            title: string;
            /**
             * A hint under it
             */
            text?: string;
          };
          /**
           * Cards linking to resource pages
           */
          kind: 'resources';
          /**
           * Placeholder of the search box, e.g. "Search resources..."
           */
          searchPlaceholder: string;
          /**
           * Item fields the search looks in (case-insensitive, literal text): title, tagline, tags
           *
           * @minItems 1
           */
          searchFields: ('title' | 'tagline' | 'tags')[];
          /**
           * Category chips
           */
          chips?: {
            /**
             * Item field the chips compare with (a list field matches if any entry does)
             */
            field: 'title' | 'tagline' | 'tags';
            /**
             * What the chips choose, for screen readers, e.g. "Category"
             */
            label: string;
            /**
             * The chips after "All", which is always first
             *
             * @minItems 1
             *
             * Items: Chip text
             */
            options: string[];
          };
          /**
           * @minItems 1
           */
          items: {
            /**
             * Stable id
             */
            id: string;
            /**
             * One emoji
             */
            emoji: string;
            /**
             * Card title
             */
            title: string;
            /**
             * One line under the title
             */
            tagline: string;
            /**
             * Small label, e.g. "46 tools"
             */
            badge: string;
            /**
             * Call to action, e.g. "Explore tools"
             */
            cta: string;
            /**
             * Where the card goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
             */
            link: string;
            /**
             * Categories the hub chips filter on
             *
             * @minItems 1
             *
             * Items: Tag
             */
            tags: string[];
          }[];
        }
    )
  | {
      /**
       * Weekly robotics updates with a spotlight and a highlight per week
       */
      type: 'robotics-archive';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * Placeholder of the search box, e.g. "Search updates..."
       */
      searchPlaceholder: string;
      /**
       * Item fields the search looks in (case-insensitive, literal text): title, summary, source, category
       *
       * @minItems 1
       */
      searchFields: ('title' | 'summary' | 'source' | 'category')[];
      /**
       * Category chips
       */
      chips?: {
        /**
         * Item field the chips compare with (a list field matches if any entry does)
         */
        field: 'title' | 'summary' | 'source' | 'category';
        /**
         * What the chips choose, for screen readers, e.g. "Category"
         */
        label: string;
        /**
         * The chips after "All", which is always first
         *
         * @minItems 1
         *
         * Items: Chip text
         */
        options: string[];
      };
      /**
       * Months the archive lists (newest first), with four weeks each, the newest entry's month up to its week; none: from the oldest entry to the newest
       */
      months?: {
        /**
         * First month shown; none: the month of the oldest entry
         */
        from?: string;
        /**
         * Last month shown, at most the newest entry's; none: the month of the newest entry, so this week's story widens the range by itself
         */
        to?: string;
      };
      /**
       * The year, month and week open when the page loads
       */
      open:
        | 'current'
        | {
            /**
             * Year
             */
            year: number;
            /**
             * Month, 1–12
             */
            month: number;
            /**
             * Week of the month, 1–4
             */
            week: number;
          };
      /**
       * Shown in a week without entries, e.g. "No news available for this week"
       */
      emptyWeek: string;
      /**
       * The empty state of a search
       */
      empty: {
        /**
         * Shown when the search or chip matches nothing
         */
        title: string;
        /**
         * A hint under it
         */
        text?: string;
      };
      /**
       * The weeks, any order
       *
       * @minItems 1
       */
      weeks: {
        /**
         * Year
         */
        year: number;
        /**
         * Month, 1–12
         */
        month: number;
        /**
         * Week of the month: 1 = days 1–7, 2 = 8–14, 3 = 15–21, 4 = 22–end
         */
        week: number;
        /**
         * Weekly Updates
         *
         * @minItems 1
         */
        updates: {
          /**
           * Stable id, unique in the archive: the story's card is "#story-<id>" on its week's page. A name ("openai-devday") also identifies its feed entry; the week and a number ("2025-09-w2-3") only its place, so feeds know that story by its title
           */
          id: string;
          /**
           * Headline, in your own words
           */
          title: string;
          /**
           * One or two sentences
           */
          summary: string;
          /**
           * Publisher or organisation
           */
          source: string;
          /**
           * Category, e.g. "Hardware"
           */
          category: string;
          /**
           * Where to read more. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
           */
          link: string;
          /**
           * Short tag, e.g. "Humanoids"
           */
          tag: string;
        }[];
        /**
         * Tech Spotlight
         */
        spotlight: {
          /**
           * Title
           */
          title: string;
          /**
           * What it is
           */
          desc: string;
          /**
           * What is new about it
           */
          innovation: string;
        };
        /**
         * Most Impressive
         */
        impressive: {
          /**
           * Title
           */
          title: string;
          /**
           * What happened
           */
          desc: string;
          /**
           * Why it matters
           */
          impact: string;
        };
      }[];
    }
  | {
      /**
       * Product screens drawn from their description: a phone, tablet or browser, before and after, or a flow
       */
      type: 'screens';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * The case page whose screens these are, e.g. "/work/flair-oci": its alt, notes and groups are drawn here, written once there
       */
      sameAs?: string;
      /**
       * What the screens show, in words, for screen readers: the screens and what changed
       */
      alt?: string;
      /**
       * The line under the screens, e.g. "The decline screen, before and after"
       */
      caption?: string;
      /**
       * The callouts' notes, in order: the first explains callout 1, and so on
       *
       * @maxItems 9
       *
       * Items: What a numbered callout points at
       */
      notes?: string[];
      /**
       * Groups of screens side by side (e.g. before and after), each a screen or a short flow
       *
       * @minItems 1
       * @maxItems 3
       */
      groups?: {
        /**
         * The group's heading, e.g. "Before: 11 screens"
         */
        label?: string;
        /**
         * Its screens, side by side, wrapping on a narrow page
         *
         * @minItems 1
         * @maxItems 12
         *
         * Items: A screen
         */
        screens: {
          /**
           * The frame: phone, tablet or desktop browser
           */
          device?: 'phone' | 'tablet' | 'desktop';
          /**
           * The line under the screen, e.g. "Before" or "2. Passport"
           */
          label?: string;
          /**
           * A desktop browser's address, e.g. "crm.example.com/leads"
           */
          address?: string;
          /**
           * A tablet's or desktop's menu down the left; the first is the open one
           *
           * @maxItems 8
           *
           * Items: A menu item
           */
          sidebar?: string[];
          /**
           * Draws the words as grey bars: a screen shown for its shape, e.g. one of eleven old steps
           */
          sketch?: boolean;
          /**
           * What the screen shows, top to bottom
           *
           * @maxItems 14
           */
          parts: (
            | {
                /**
                 * The bar at the top: a title, a back arrow, an action
                 */
                part: 'app-bar';
                /**
                 * The screen's title, e.g. "Check-in"
                 */
                title: string;
                /**
                 * Shows a back arrow
                 */
                back?: boolean;
                /**
                 * A word on the right, e.g. "Edit"
                 */
                action?: string;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A row of tabs
                 */
                part: 'tabs';
                /**
                 * The tabs
                 *
                 * @minItems 2
                 * @maxItems 5
                 *
                 * Items: A tab
                 */
                items: string[];
                /**
                 * Which tab is open, counting from 1
                 */
                active?: number;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A list row
                 */
                part: 'row';
                /**
                 * Its main line
                 */
                title: string;
                /**
                 * A second, quieter line
                 */
                detail?: string;
                /**
                 * A figure on the right, e.g. "$48"
                 */
                value?: string;
                /**
                 * A label in a pill on the right, e.g. "Hot"
                 */
                badge?: string;
                /**
                 * Its colour: info, success, warning or danger
                 */
                tone?: 'info' | 'success' | 'warning' | 'danger';
                /**
                 * Starts the row with a round picture of the title's initials
                 */
                avatar?: boolean;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * One to three cards side by side, each a figure or a few words
                 */
                part: 'cards';
                /**
                 * The cards
                 *
                 * @minItems 1
                 * @maxItems 3
                 */
                items: {
                  /**
                   * Its small heading, e.g. "Leads today"
                   */
                  title: string;
                  /**
                   * Its figure, e.g. "128"
                   */
                  value?: string;
                  /**
                   * A line under it, e.g. "+12% on last week"
                   */
                  detail?: string;
                }[];
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A form field
                 */
                part: 'field';
                /**
                 * Its label, e.g. "Passport number"
                 */
                label: string;
                /**
                 * What is typed in it
                 */
                value?: string;
                /**
                 * Drawn as refused (error) or accepted (valid)
                 */
                state?: 'error' | 'valid';
                /**
                 * The line under it, e.g. "Card declined: try another"
                 */
                message?: string;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A button
                 */
                part: 'button';
                /**
                 * Its label, e.g. "Pay $312.40"
                 */
                label: string;
                /**
                 * Filled (primary) or outlined (secondary)
                 */
                style?: 'primary' | 'secondary';
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A switch with its label
                 */
                part: 'toggle';
                /**
                 * What it switches, e.g. "Auto-renew"
                 */
                label: string;
                /**
                 * Drawn switched on
                 */
                on?: boolean;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A message across the screen
                 */
                part: 'banner';
                /**
                 * The message
                 */
                text: string;
                /**
                 * Its colour: info, success, warning or danger
                 */
                tone?: 'info' | 'success' | 'warning' | 'danger';
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A short message floating at the foot of the screen
                 */
                part: 'toast';
                /**
                 * The message, e.g. "Seat 12A added"
                 */
                text: string;
                /**
                 * A word to act on it, e.g. "Undo"
                 */
                action?: string;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A bar or line chart
                 */
                part: 'chart';
                /**
                 * Bars or a line
                 */
                style?: 'bar' | 'line';
                /**
                 * Its heading, e.g. "Check-ins by week"
                 */
                title?: string;
                /**
                 * The figures, left to right, drawn to their own scale
                 *
                 * @minItems 2
                 * @maxItems 12
                 */
                values: number[];
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A funnel: stages that narrow
                 */
                part: 'funnel';
                /**
                 * The stages, widest first
                 *
                 * @minItems 2
                 * @maxItems 6
                 */
                stages: {
                  /**
                   * The stage
                   */
                  label: string;
                  /**
                   * Its figure, e.g. 47
                   */
                  value: number;
                  /**
                   * How it is written, e.g. "47%"
                   */
                  figure?: string;
                }[];
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * The steps of a flow, with the current one marked
                 */
                part: 'stepper';
                /**
                 * The steps
                 *
                 * @minItems 2
                 * @maxItems 6
                 *
                 * Items: A step, a word or two
                 */
                steps: string[];
                /**
                 * The step the screen is at, counting from 1
                 */
                current?: number;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A map with a pin
                 */
                part: 'map';
                /**
                 * What the pin marks, e.g. "Gate 14"
                 */
                pin: string;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A person: a round picture of their initials, their name and a line
                 */
                part: 'avatar';
                /**
                 * The name, e.g. "Priya S."
                 */
                name: string;
                /**
                 * A line under it
                 */
                detail?: string;
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
            | {
                /**
                 * A line or two of text
                 */
                part: 'text';
                /**
                 * The words
                 */
                text: string;
                /**
                 * How large: figure, title, body or small
                 */
                size?: 'figure' | 'title' | 'body' | 'small';
                /**
                 * Draws a ring around the part, to point at what changed
                 */
                highlight?: boolean;
                /**
                 * Puts this number beside the part; the caption's note of that number explains it
                 */
                callout?: number;
              }
          )[];
        }[];
      }[];
      /**
       * The screen that stands for the case, counting across the groups from 1, which the cards linking to it ({ "screen": { "fromCase": … } }) show as their picture; by default the first of the last group (the "after")
       */
      keyScreen?: number;
      /**
       * The product's own colour for its buttons, links, lines and bars, so each company's screens look like its product and not like this site; by default the site's. The numbered rings and callouts stay the site's: they are your notes on the product
       */
      brand?: 'teal' | 'green' | 'cyan' | 'blue' | 'violet' | 'grape' | 'pink' | 'red' | 'orange';
    }
  | {
      /**
       * A titled horizontal row of cards with buttons that scroll it
       */
      type: 'scroll-row';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Row title (h2); the scroll buttons are named after it
       */
      heading: string;
      /**
       * Short paragraph under the title. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * A link beside the title to the full list, e.g. { "label": "See All", "href": "/work" }
       */
      seeAll?: {
        /**
         * Visible text of the link
         */
        label: string;
        /**
         * Where the link goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
      };
      /**
       * The cards, in order
       *
       * @minItems 1
       */
      items: {
        /**
         * A cover picture across the top of the card
         */
        image?: {
          /**
           * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"
           */
          src: string;
          /**
           * What the image shows, for people who cannot see it. Use "" only for pure decoration.
           */
          alt: string;
          /**
           * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          width?: number;
          /**
           * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
           */
          height?: number;
        };
        /**
         * The case's key screen as the picture, by reference: the screen is written once, on the case's page
         */
        screen?: {
          /**
           * The case page, e.g. "/work/flair-oci"; its "screens" section names the key screen and describes it
           */
          fromCase: string;
        };
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
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
         * Makes the whole card a link. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href?: string;
        /**
         * Visible link text at the foot of the card, e.g. "View Case Study"; needs "href"
         */
        cta?: string;
      }[];
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
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * The figures
       *
       * @minItems 1
       */
      items: (
        | {
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
              | 'arrow-left'
              | 'arrow-right'
              | 'award'
              | 'behance'
              | 'bluesky'
              | 'book'
              | 'brain'
              | 'briefcase'
              | 'building'
              | 'bulb'
              | 'camera'
              | 'car'
              | 'certificate'
              | 'chart-line'
              | 'chevron-down'
              | 'clock'
              | 'code'
              | 'coffee'
              | 'compass'
              | 'currency-dollar'
              | 'database'
              | 'device-mobile'
              | 'download'
              | 'dribbble'
              | 'feather'
              | 'file-text'
              | 'flag'
              | 'github'
              | 'headphones'
              | 'heart'
              | 'instagram'
              | 'layout'
              | 'linkedin'
              | 'mail'
              | 'map-pin'
              | 'mastodon'
              | 'medium'
              | 'message'
              | 'microphone'
              | 'news'
              | 'palette'
              | 'pencil'
              | 'plane'
              | 'player-pause'
              | 'player-play'
              | 'puzzle'
              | 'quote'
              | 'robot'
              | 'rocket'
              | 'route'
              | 'rss'
              | 'scale'
              | 'school'
              | 'shield-check'
              | 'sparkles'
              | 'target'
              | 'threads'
              | 'tool'
              | 'trending-up'
              | 'trophy'
              | 'users'
              | 'world'
              | 'x'
              | 'youtube';
          }
        | {
            /**
             * the case summary's three results go here
             */
            fromSummary: 'results';
          }
      )[];
    }
  | {
      /**
       * Numbered steps; the numbers are drawn, not written
       */
      type: 'steps';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * The steps, in order
       *
       * @minItems 1
       */
      items: {
        /**
         * What the step was, e.g. "Mapped the drop-off"
         */
        title: string;
        /**
         * What happened in it. Links are written [label](https://…)
         */
        text?: string;
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
       * Short paragraph under the heading. Links are written [label](https://…)
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
          | 'youtube';
      }[];
    }
  | {
      /**
       * A featured video that plays on request, a grid of video thumbnails and buttons
       */
      type: 'video-gallery';
      /**
       * Anchor id of this section, so that a link "#id" scrolls to it
       */
      id?: string;
      /**
       * Section heading (h2)
       */
      heading?: string;
      /**
       * Short paragraph under the heading. Links are written [label](https://…)
       */
      intro?: string;
      /**
       * The video shown large; its player loads only when the visitor presses play
       */
      featured: {
        /**
         * The video id: the 11 characters after "watch?v=" in its address
         */
        id: string;
        /**
         * Video title
         */
        title: string;
      };
      /**
       * Thumbnails, each linking to its video on the video site (new tab)
       *
       * @minItems 1
       *
       * Items: A video on the video site
       */
      videos: {
        /**
         * The video id: the 11 characters after "watch?v=" in its address
         */
        id: string;
        /**
         * Video title
         */
        title: string;
      }[];
      /**
       * Buttons under the grid, e.g. Subscribe and Watch More
       *
       * @minItems 1
       * @maxItems 4
       *
       * Items: A link drawn as a button
       */
      buttons?: {
        /**
         * Button text
         */
        label: string;
        /**
         * Where the button goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
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
          | 'arrow-left'
          | 'arrow-right'
          | 'award'
          | 'behance'
          | 'bluesky'
          | 'book'
          | 'brain'
          | 'briefcase'
          | 'building'
          | 'bulb'
          | 'camera'
          | 'car'
          | 'certificate'
          | 'chart-line'
          | 'chevron-down'
          | 'clock'
          | 'code'
          | 'coffee'
          | 'compass'
          | 'currency-dollar'
          | 'database'
          | 'device-mobile'
          | 'download'
          | 'dribbble'
          | 'feather'
          | 'file-text'
          | 'flag'
          | 'github'
          | 'headphones'
          | 'heart'
          | 'instagram'
          | 'layout'
          | 'linkedin'
          | 'mail'
          | 'map-pin'
          | 'mastodon'
          | 'medium'
          | 'message'
          | 'microphone'
          | 'news'
          | 'palette'
          | 'pencil'
          | 'plane'
          | 'player-pause'
          | 'player-play'
          | 'puzzle'
          | 'quote'
          | 'robot'
          | 'rocket'
          | 'route'
          | 'rss'
          | 'scale'
          | 'school'
          | 'shield-check'
          | 'sparkles'
          | 'target'
          | 'threads'
          | 'tool'
          | 'trending-up'
          | 'trophy'
          | 'users'
          | 'world'
          | 'x'
          | 'youtube';
      }[];
    };

/**
 * A page of the site
 */
export interface PageDocument {
  /**
   * Relative path to schemas/page.schema.json, so editors complete and check the document
   */
  $schema: string;
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
   * The picture link previews show for this page, instead of the card the build draws from its title
   */
  shareImage?: {
    /**
     * Picture file under public/: a photo or screenshot (JPEG, PNG, WebP or AVIF), cropped to 1200 × 630
     */
    src: string;
    /**
     * What the image shows, for people who cannot see it
     */
    alt: string;
    /**
     * Width in pixels; leave out for a photo or screenshot (the build reads it from the file)
     */
    width?: number;
    /**
     * Height in pixels; leave out for a photo or screenshot (the build reads it from the file)
     */
    height?: number;
  };
  /**
   * The language this page is written in, when it is not the site's (site.json "lang")
   */
  lang?: string;
  /**
   * true on pages about the owner (about, resume): search engines get a Person from site.json (name, job title, location, profiles)
   */
  aboutOwner?: boolean;
  /**
   * A draft: a page you are still writing. You see it here and in the preview, but the published site leaves it out, and its search and sitemap too. The menu and published pages cannot link to it until you switch this off
   */
  draft?: boolean;
  /**
   * true once you have said this page's text is yours as it is: the editor's checklist then stops listing what it shares with the starter site
   */
  starterTextKept?: boolean;
  /**
   * Publish the dated items of this page and of the pages under it as a feed: <route>/feed.xml (Atom) and <route>/feed.json (JSON Feed), linked from each of these pages
   */
  feed?: {
    /**
     * The feed's name in feed readers, e.g. "AI news, weekly"
     */
    title: string;
  };
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
    | ContentSection
    | {
        /**
         * A wide main column beside a narrow side column
         */
        type: 'two-column';
        /**
         * Anchor id of this section, so that a link "#id" scrolls to it
         */
        id?: string;
        /**
         * Sections of the main column (two thirds of the width), top to bottom
         *
         * @minItems 1
         */
        main: ContentSection[];
        /**
         * Sections of the side column (one third), top to bottom; on phones they follow the main column, unless it leads
         *
         * @minItems 1
         */
        side: ContentSection[];
        /**
         * The side column comes first: above the main column on phones, and first to a screen reader (a case's results and facts before its story)
         */
        lead?: boolean;
      }
  )[];
}
