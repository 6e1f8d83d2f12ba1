/* Generated from the zod schemas in src/ by `npm run schemas`. Do not edit. */

/**
 * Site-wide settings and the owner identity
 */
export interface SiteSettings {
  /**
   * Relative path to schemas/site.schema.json, so editors complete and check the document
   */
  $schema: string;
  /**
   * The owner's name: {name} in any page
   */
  name: string;
  /**
   * Contact address: {email} in any page
   */
  email: string;
  /**
   * One-line professional headline: {headline}
   */
  headline: string;
  /**
   * Job title for search engines, e.g. "Senior Product Manager"
   */
  jobTitle?: string;
  /**
   * Another name the site goes by, for search engines to show beside its address, e.g. "Alex Rao, product manager"
   */
  alternateName?: string;
  /**
   * The language the pages are written in, e.g. "en" (the default) or "vi"; a page may name its own
   */
  lang?: string;
  /**
   * City and country: {location}
   */
  location: string;
  /**
   * Public address of the site, used in the sitemap and canonical links
   */
  siteUrl: string;
  /**
   * Profiles elsewhere (GitHub, LinkedIn, Bluesky…), as many as you have, each named as pages write it: "github" is {github}. Remove one and every link to it leaves the site
   */
  profiles?: {
    /**
     * Profile address, starting with "https://"
     */
    [k: string]: string;
  };
  /**
   * Figures and facts several pages repeat (a headline result, years of experience, an employer and its dates), each written once here and written {fact:name} wherever a page shows it, so a change here reaches every page. A value may itself use another fact
   */
  facts?: {
    /**
     * The figure or fact as visitors read it, e.g. "10+" or "47% → 97%"
     */
    [k: string]: string;
  };
  /**
   * Top navigation links, in order
   *
   * @minItems 1
   */
  nav: {
    /**
     * Link text
     */
    label: string;
    /**
     * Page route
     */
    href: string;
  }[];
  /**
   * Addresses that redirect, e.g. "/" to "/about"
   */
  redirects: {
    /**
     * Old address
     */
    from: string;
    /**
     * Route it redirects to
     */
    to: string;
  }[];
  /**
   * Routes of pages deleted in the editor. A link another page still has to one is left out of the built site, with a warning, rather than stopping a save; a page made again at the route brings its links back
   *
   * Items: Route of a deleted page
   */
  deletedPages?: string[];
  /**
   * Where the resume PDF lives
   */
  resume: {
    /**
     * Only if you keep a newer copy of the résumé in Supabase storage: the name of the bucket that holds it (3 to 63 lower-case letters, digits, ".", "-" or "_"). Leave it empty and the site links to the PDF in public/assets/resume/, and asks no storage service
     */
    bucket?: string;
    /**
     * File name of the résumé PDF in public/assets/resume/ (and in the bucket, when one is set). Leave it empty and it is taken from your name, e.g. "jordan-vega-resume.pdf"
     */
    fileName?: string;
    /**
     * File name the visitor saves it as. Leave it empty and it is taken from your name, e.g. "Jordan-Vega-Resume.pdf"
     */
    downloadName?: string;
    /**
     * Paper size of the résumé PDF the build writes: "A4" (the default) or "Letter" (US and Canada)
     */
    paper?: 'A4' | 'Letter';
  };
  /**
   * The foot of every page; it always shows the contact address and the day the site was built
   */
  footer?: {
    /**
     * A line that invites the visitor to get in touch, and its link, e.g. to /contact
     */
    callToAction?: {
      /**
       * The invitation, e.g. "Let's build something together"
       */
      text: string;
      /**
       * A labelled link
       */
      link: {
        /**
         * Visible text of the link
         */
        label: string;
        /**
         * Where the link goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
         */
        href: string;
      };
    };
    /**
     * Further links, in order, e.g. the resume and a page no menu names such as /home
     *
     * Items: A labelled link
     */
    links?: {
      /**
       * Visible text of the link
       */
      label: string;
      /**
       * Where the link goes. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), "https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").
       */
      href: string;
    }[];
    /**
     * The order and words of the profiles drawn as icons: each names one of "profiles". Every profile is drawn; those not named here follow, named by their address
     *
     * Items: A profile, drawn as its icon
     */
    profiles?: {
      /**
       * Which of "profiles" above, by its name, e.g. "linkedin"; its address is the link
       */
      name: string;
      /**
       * What screen readers say for its icon, e.g. "LinkedIn"
       */
      label: string;
      /**
       * Its icon; leave it out and the address chooses (GitHub, X, Bluesky, Mastodon, LinkedIn, YouTube…, else a globe)
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
   * What the "page not found" screen suggests: the first three linked cards of a page's first card grid
   */
  notFound?: {
    /**
     * Heading over the suggestions, e.g. "Top cases"
     */
    heading: string;
    /**
     * The page whose first card grid lends the suggestions, e.g. "/work"
     */
    from: string;
  };
  /**
   * Named lists of icons. A block with "iconPool" gives each item without an icon the next unused icon of the pool, in page order; when all are used, item n takes icon n (counting round the pool again)
   */
  iconPools?: {
    /**
     * The icons, in the order cards take them
     *
     * @minItems 1
     *
     * Items: Icon name, e.g. "rocket"
     */
    [k: string]: (
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
      | 'youtube'
    )[];
  };
  /**
   * true once you have said the settings' text is yours as it is: the editor's checklist then stops listing what it shares with the starter site
   */
  starterTextKept?: boolean;
}
