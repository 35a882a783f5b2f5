import { z } from "zod";
import { CONTACT_ACTION_KINDS } from "../../src/lib/contact-action-kinds";
import { HEX_COLOUR, SHORT_HEX_COLOUR, fullHex } from "../../src/lib/accent";
import { ICON_NAMES } from "../../src/lib/icon-names";
import { IMAGE_FOCUS_PATTERN, IMAGE_FOCUS_RULE, imageFocusProblem } from "../../src/lib/image-focus";
import { ORDERABLE_SECTION_IDS } from "../../src/lib/sections";
import { chatTermsInOnePlace } from "./chat-terms";
import { siteUrlProblem } from "./url-checks";
import type { InterfaceTexts } from "./interface-texts";
import { DEFAULT_LANGUAGES, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from "../../src/i18n/languages";
import {
  anyNames,
  asTyped,
  email,
  entryId,
  file,
  graphqlFields,
  keyedBy,
  list,
  object,
  oneOf,
  orderedChoice,
  sharedText,
  text,
  url,
  withLanguageRole,
  type CountRange,
} from "./fields";

/**
 * The shape of every file in content/, declared once: the build's validator
 * parses with it, Gatsby's GraphQL types are generated from it
 * (graphql-types.ts) and so are the JSON Schemas editors validate with while
 * the owner types (json-schema.ts). Each list has a range of entries that
 * every layout is built and tested for.
 */

export const HERO_PHOTOS: CountRange = { min: 1, max: 12 };
export const SUB_LINES: CountRange = { min: 1, max: 8 };
export const ABOUT_PARAGRAPHS: CountRange = { min: 1, max: 4 };
export const ABOUT_FACTS: CountRange = { min: 1, max: 4 };
export const SKILLS: CountRange = { min: 1, max: 16 };
export const TOOLS: CountRange = { min: 1, max: 30 };
export const PROJECTS: CountRange = { min: 1, max: 20 };
export const EXPERIENCE_ENTRIES: CountRange = { min: 1, max: 20 };
export const ACHIEVEMENTS: CountRange = { min: 1, max: 8 };
export const CONTACT_TAGLINES: CountRange = { min: 1, max: 8 };
export const QUICK_PROMPTS: CountRange = { min: 1, max: 4 };
/** Each section after the hero at most once. */
export const SECTION_ORDER: CountRange = { min: 1, max: ORDERABLE_SECTION_IDS.length };
/** Each kind of contact action at most once. */
export const CONTACT_ACTIONS: CountRange = { min: 1, max: CONTACT_ACTION_KINDS.length };
export const CHAT_TOPICS: CountRange = { min: 0 };
export const TOPIC_KEYWORDS: CountRange = { min: 1, max: 40 };
export const TOPIC_SYNONYMS: CountRange = { min: 0, max: 40 };
export const SMALL_TALK: CountRange = { min: 0, max: 10 };
export const SMALL_TALK_KEYWORDS: CountRange = { min: 1, max: 20 };
export const SITE_LANGUAGES: CountRange = { min: 1, max: LANGUAGE_CODES.length };

/** Formats sharp turns into responsive images (hero photos, project images). */
/** Where the placeholder content and the editor keep case studies. */
export const CASE_STUDIES_FOLDER = "case-studies";

export const PHOTO_FORMATS = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
/** Formats every social network shows as a link preview. */
const PREVIEW_FORMATS = [".jpg", ".jpeg", ".png"];
/** Logos are served as they are, so vector logos work too. */
const LOGO_FORMATS = [".svg", ...PHOTO_FORMATS];
/** The app icons are drawn from it at every size, so a vector source stays sharp. */
const APP_ICON_FORMATS = [".svg", ".png", ".jpg", ".jpeg", ".webp"];

/** Where the page's editors find the schema; the build ignores it. */
const schemaReference = z
  .string()
  .optional()
  .meta({ description: "Where editors find this file's JSON Schema, for checks while typing. Leave it as it is." });

/**
 * A refinement for a list whose entries must differ in `field` (compared as
 * `normalise` makes them): each repeat is reported on its own entry, naming
 * the first one as `listName[i]`.
 */
function unique<K extends string>(listName: string, field: K, rule = "", normalise = (value: string) => value) {
  return (entries: Record<K, string>[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      const key = normalise(entry[field]);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, field],
          message: `is already used by ${listName}[${first}]${rule}`,
        });
    });
  };
}

const icon = (description: string) => oneOf(description, ICON_NAMES);

/** The key a list's entry is named by in content/<code>/; `from` says what it is made of when left out. */
const keyField = (from: string) =>
  entryId(
    `Which entry this is, for its translations in content/<code>/, e.g. "kids-ai-puppet". The editor writes it, and it stays when the entry is renamed; left out, it is made from the ${from}.`,
  );

/** CSS's "#abc" names a colour too, so the owner who writes it is shown its full form. */
function accentProblem(value: string): string | undefined {
  if (HEX_COLOUR.test(value)) return undefined;
  const instead = SHORT_HEX_COLOUR.test(value) ? `; write "${fullHex(value)}"` : "";
  return `must be a colour written "#rrggbb" (found "${value}")${instead}`;
}

const MESSAGES_DESCRIPTION =
  'The interface\'s fixed words you want to change on this language\'s page, by name, e.g. { "hero.downloadCv": "Get my CV" }; src/i18n/en.ts lists every name with its English text. Left out, the built-in text of the page\'s language is shown.';
const MESSAGE_RULES = { maxLength: 200 };

/**
 * The interface's own words (headings, button labels, the chat's status
 * line) that the owner may reword, per language. Given the interface's
 * texts, each is a field of its own, and an override keeps the text's
 * placeholders, such as {n} in "Photo {n} of {count}". Without them (the
 * generated JSON Schemas and field reference, which no interface text may
 * change) any name takes a text; the build checks with them.
 */
function messageOverrides(interfaceTexts: InterfaceTexts | undefined) {
  const overrides = interfaceTexts
    ? object(
        MESSAGES_DESCRIPTION,
        Object.fromEntries(
          Object.entries(interfaceTexts.texts).map(([key, english]) => {
            const expected = interfaceTexts.placeholdersOf(english);
            const named = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");
            const keepsPlaceholders = (value: string) => {
              const found = interfaceTexts.placeholdersOf(value);
              return found.join() === expected.join()
                ? undefined
                : `must keep the placeholders ${named(expected) || "(none)"} (found ${named(found) || "none"})`;
            };
            return [
              key,
              withLanguageRole(
                sharedText(
                  `Replaces "${english}" (in English; each language's own text otherwise).`,
                  MESSAGE_RULES,
                  keepsPlaceholders,
                ).optional(),
                "own",
              ),
            ];
          }),
        ),
      )
    : anyNames(
        MESSAGES_DESCRIPTION,
        sharedText("Replaces the interface's text of this name, keeping its placeholders such as {n}.", MESSAGE_RULES),
      );
  graphqlFields.add(overrides, { omit: true });
  return overrides;
}

/**
 * `language` is the language of the files the schemas check: the chat's
 * terms are compared by that language's word roots.
 */
export function createContentSchemas(
  contentDir: string,
  shownAs = "content",
  language: LanguageCode = DEFAULT_LANGUAGES[0],
  interfaceTexts?: InterfaceTexts,
) {
  // The folder is where the placeholder content keeps such pictures, and where the visual editor uploads new ones.
  const image = (description: string, formats: readonly string[], folder = "images") =>
    file(contentDir, description, "image", formats, shownAs, folder);

  return {
    "site.json": object("Who you are and how to reach you: the hero, About text, contact section and footer.", {
      $schema: schemaReference,
      name: sharedText(
        "Your full name: the hero's heading, the chat's title (\"{name}'s AI\"), the footer and the page's search-engine data.",
        { maxLength: 80 },
      ),
      // One site has one address and one icon, whatever the language (the crawl files and the app icons are
      // drawn from this file alone): a further language's file may not hold them, and the editor does not offer them.
      siteUrl: withLanguageRole(
        url(
          'The site\'s public address without a path, e.g. "https://jane-doe.com": canonical links and link previews use it.',
          siteUrlProblem,
        ),
        "first",
      ),
      title: text("The title of the browser tab and of search results; about 60 characters show in results.", {
        maxLength: 120,
      }),
      description: text(
        "The summary search engines and link previews show under the title; about 155 characters show in results.",
        { maxLength: 300 },
      ),
      ogImage: image(
        "The picture shown when the site is shared (LinkedIn, Slack, messengers): a .jpg or .png inside content/, best 1200 × 630 px. Left out, the build draws one from your name, job title, tagline, location and first hero photo.",
        PREVIEW_FORMATS,
      ).optional(),
      appIcon: withLanguageRole(
        image(
          "The square picture phones show on the home screen for the site, and browsers beside its name: an .svg, or a .png, .jpg or .webp of at least 512 × 512 px inside content/. A picture that is not square is cropped to its middle; leave some space around a logo, as phones round the corners. Left out, the site's default mark is used.",
          APP_ICON_FORMATS,
        ),
        "first",
      ).optional(),
      jobTitle: text('Your job title, e.g. "Product Builder": the footer and the search-engine data.', {
        maxLength: 80,
      }),
      // Shown exactly as typed: the owner's signature line, hyphens and all.
      tagline: asTyped(text("The line under your name in the hero, shown exactly as you type it.", { maxLength: 160 })),
      subLines: list(
        "Short lines that take turns under the tagline while a visitor points at your name. With one line nothing rotates.",
        text("One rotating line under the tagline.", { maxLength: 120 }),
        SUB_LINES,
      ),
      about: list(
        "The About section's paragraphs, in order.",
        text("One paragraph of the About section.", { maxLength: 1200 }),
        ABOUT_PARAGRAPHS,
      ),
      aboutFacts: list(
        'Short facts beside the About paragraphs on wide screens, each a label and its value, e.g. "Open to" and "Product roles, contract work, co-founding": what a recruiter looks for that the page does not say elsewhere (your job title and location are in the hero already). Left out, About is one column.',
        object("One fact.", {
          label: text('What the fact is about, e.g. "Open to" or "Languages".', { maxLength: 40 }),
          value: text('The fact, e.g. "German, English".', { maxLength: 120 }),
        }),
        ABOUT_FACTS,
      ).optional(),
      email: email(
        "Your email address: the Contact Me and mail buttons open a message to it. It is not shown on the page as text.",
      ),
      linkedinUrl: url(
        "Your LinkedIn (or other professional network) profile: the hero, contact and footer buttons open it in a new tab.",
      ),
      schedulingUrl: url(
        "Your booking page, e.g. a 30-minute slot on Calendly: the contact section's scheduling button opens it in a new tab.",
      ),
      cv: file(
        contentDir,
        'Your CV as a PDF inside content/, e.g. "files/jane-doe-cv.pdf": Download CV saves it under this file name.',
        "pdf",
        [".pdf"],
        shownAs,
      ),
      location: text('Where you are based, e.g. "Vienna, Austria": the hero\'s badge, the footer and search data.', {
        maxLength: 80,
      }),
      availability: text("The availability badge in the contact section.", { maxLength: 120 }),
      mail: object("The message the contact section's email button starts.", {
        // Mail programs show plain text as sent.
        subject: asTyped(text("Its subject line.", { maxLength: 200 })),
        body: asTyped(text('Its text; write "\\n" for a line break.', { maxLength: 2000, multiline: true })),
      }),
      contactTaglines: list(
        "Phrases that take turns in the contact section, one every 3 seconds. With one phrase nothing rotates.",
        text("One rotating phrase of the contact section.", { maxLength: 160 }),
        CONTACT_TAGLINES,
      ),
      contactActions: keyedBy(
        list(
          `The contact section's buttons, in the order shown: each of ${CONTACT_ACTION_KINDS.join(", ")} at most once.`,
          object("One contact button.", {
            icon: icon("The button's icon."),
            hoverIcon: icon("The icon shown while the pointer is over the button."),
            title: text("The button's label.", { maxLength: 60 }),
            subtitle: text("The smaller line under the label.", { maxLength: 120 }),
            action: oneOf(
              "What the button does: email opens a message to `email` with `mail`, schedule opens `schedulingUrl`, linkedin opens `linkedinUrl`, projects scrolls to the projects.",
              CONTACT_ACTION_KINDS,
            ),
          }),
          CONTACT_ACTIONS,
        ).superRefine(
          unique(
            "contactActions",
            "action",
            `; each of ${CONTACT_ACTION_KINDS.join(", ")} may appear at most once, in any order`,
          ),
        ),
        // Each kind once: the action names the button in every language.
        { field: "action", positional: true },
      ),
      heroPhotos: keyedBy(
        list(
          "The hero's stack of photos, front photo first. Visitors swipe through them; a single photo stands still.",
          object("One photo of the hero's stack.", {
            id: keyField("picture's file name"),
            image: image(
              "A portrait photo inside content/ (.jpg, .png, .webp or .avif), best 800 × 840 px or larger: it is shown up to 400 × 420 px and cropped to that 20:21 shape.",
              PHOTO_FORMATS,
              "images/profile",
            ),
            alt: text("What the photo shows, for visitors who cannot see it.", { maxLength: 300 }),
          }),
          HERO_PHOTOS,
        ),
        { field: "id", derive: ["image"], positional: true },
      ),
      sections: orderedChoice(
        `The page's sections after the hero, in the order shown: any of ${ORDERABLE_SECTION_IDS.join(", ")}, each once. The hero always comes first and is not listed. A section left out is hidden, with its footer link and any contact button that leads to it. Left out, the page shows every section in this order.`,
        {
          name: "sections",
          item: "One section of the page.",
          values: ORDERABLE_SECTION_IDS,
          range: SECTION_ORDER,
          whenLeftOut: ORDERABLE_SECTION_IDS,
        },
      ).optional(),
      accent: sharedText(
        'The highlight colour (links, company names, focus rings; amber when left out), as "#rrggbb", e.g. "#c2410c". Each theme draws it as given when it is readable there, and otherwise in the nearest darker (light theme) or lighter (dark theme) shade that is; the build says which.',
        { maxLength: 7 },
        accentProblem,
      )
        .meta({ pattern: HEX_COLOUR.source })
        .optional(),
      languages: withLanguageRole(
        orderedChoice(
          `The site's languages, first the one served at "/", then each other one under "/<code>/" with its texts in content/<code>/: any of ${LANGUAGE_CODES.join(", ")}, each once. Left out, the site is English only.`,
          {
            name: "languages",
            item: "One language, by its code.",
            values: LANGUAGE_CODES,
            range: SITE_LANGUAGES,
            whenLeftOut: DEFAULT_LANGUAGES,
            labels: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, LANGUAGES[code].name])) as Record<
              LanguageCode,
              string
            >,
          },
        ),
        "first",
      ).optional(),
      messages: withLanguageRole(messageOverrides(interfaceTexts), "own").optional(),
    }),

    "projects.json": object("The projects carousel.", {
      $schema: schemaReference,
      projects: keyedBy(
        list(
          "Your projects, in the order the carousel shows them.",
          object("One project card; a click anywhere on it opens `link` in a new tab.", {
            id: keyField("title"),
            title: text("The card's heading.", { maxLength: 160 }),
            description: text("A sentence or two under the heading.", { maxLength: 600 }),
            outcome: text(
              'One result the project reached, in a few words, set in bold between the heading and the description, e.g. "Tested with 40 families".',
              { maxLength: 60 },
            ).optional(),
            image: image(
              "A landscape picture inside content/ (.jpg, .png, .webp or .avif), best 1280 × 853 px or larger: it is cropped to 3:2.",
              PHOTO_FORMATS,
              "images/projects",
            ),
            imageFocus: sharedText(
              `Which part of the picture holds its subject, kept in view where a layout crops the picture (a tablet's card is taller than 3:2, a low screen's is wider): ${IMAGE_FOCUS_RULE}. Left out, the middle.`,
              { maxLength: 12 },
              imageFocusProblem,
            )
              .meta({ pattern: IMAGE_FOCUS_PATTERN.source })
              .optional(),
            link: url("Where the card leads: the product, a case study or a demo."),
            linkText: text(
              "The link's label on the card; left out, the interface's own label for it (its text `projects.viewProject`).",
              {
                maxLength: 40,
              },
            ).optional(),
            caseStudy: file(
              contentDir,
              `The project's story on a page of its own, a Markdown file inside content/ with a title in its front matter, e.g. "${CASE_STUDIES_FOLDER}/kids-ai-puppet.md". Its name is the page's address (/projects/kids-ai-puppet/), and a German version is the same path under content/de/. The card links to it beside its own link.`,
              "markdown",
              [".md"],
              shownAs,
              CASE_STUDIES_FOLDER,
            ).optional(),
          }),
          PROJECTS,
        ).superRefine(unique("projects", "title")),
        { field: "id", derive: ["title"], positional: true },
      ),
    }),

    "experience.json": object("The experience timeline (a carousel of cards on phones).", {
      $schema: schemaReference,
      experience: keyedBy(
        list(
          "Your roles, newest first.",
          object("One role.", {
            id: keyField("company and the role"),
            title: text('The role, e.g. "Product Lead".', { maxLength: 120 }),
            company: sharedText("The company or organisation.", { maxLength: 100 }),
            period: text('When, e.g. "2021 – 2023" or "2024 – Present".', { maxLength: 60 }),
            achievements: list(
              "What you did there, one point each.",
              text("One achievement.", { maxLength: 300 }),
              ACHIEVEMENTS,
            ),
            logo: image(
              "The company's logo inside content/: an .svg is best, or a square picture of at least 112 × 112 px. Left out, a monogram of the company's initials shows.",
              LOGO_FORMATS,
              "images/companies",
            ).optional(),
          }),
          EXPERIENCE_ENTRIES,
        ),
        { field: "id", derive: ["company", "title"], positional: true },
      ),
    }),

    "skills.json": object("The skills carousel of the About section.", {
      $schema: schemaReference,
      skills: keyedBy(
        list(
          "Your skills, in order.",
          object("One skill pill.", {
            id: keyField("skill"),
            icon: icon("The pill's icon."),
            label: text("The skill.", { maxLength: 60 }),
          }),
          SKILLS,
        ),
        { field: "id", derive: ["label"], positional: true },
      ),
    }),

    "tools.json": object("The tools carousel of the About section.", {
      $schema: schemaReference,
      tools: list(
        "The tools you use, in order.",
        object("One tool.", {
          name: sharedText("The tool's name, shown under its logo.", { maxLength: 60 }),
          logo: image(
            "The tool's logo inside content/, shown about 36 px high: an .svg is best, or a square picture of at least 96 × 96 px. A logo that fails to load is hidden.",
            LOGO_FORMATS,
            "images/tools",
          ),
        }),
        TOOLS,
      ),
    }),

    "chat.json": object("The chat assistant: it answers from these texts, on the visitor's device.", {
      $schema: schemaReference,
      greeting: text("The assistant's first message.", { maxLength: 500 }),
      fallback: text(
        "The answer when a message matches no topic and no small talk: invite questions the topics do answer.",
        { maxLength: 500 },
      ),
      quickPrompts: list(
        "Questions offered as buttons under the chat; a click puts one in the input.",
        text("One quick prompt.", { maxLength: 80 }),
        QUICK_PROMPTS,
      ),
      topics: keyedBy(
        list(
          "What the assistant can answer. Each message gets the reply of the topic whose keywords and synonyms it matches best: more words, and words no other topic uses, count more. On a tie the topic listed first wins.",
          object("One topic.", {
            id: sharedText('A short name for the topic, unique in this file, e.g. "projects".', { maxLength: 60 }),
            keywords: list(
              'Words or phrases that name this topic, matched as whole words; letter case, accents, punctuation and word endings ("worked", "working", "works") do not matter, and a small typo in a long word is forgiven.',
              asTyped(text("One keyword or phrase.", { maxLength: 60 })),
              TOPIC_KEYWORDS,
            ),
            synonyms: list(
              'Other ways visitors say it, e.g. "uni" for university or "shipped" for projects. A synonym counts less than a keyword, so a keyword of another topic in the same message wins.',
              asTyped(text("One synonym: a word or phrase.", { maxLength: 60 })),
              TOPIC_SYNONYMS,
            ).optional(),
            reply: text("The assistant's answer.", { maxLength: 1000 }),
          }),
          CHAT_TOPICS,
        ).superRefine(unique("topics", "id")),
        { field: "id" },
      ),
      smallTalk: list(
        'Short friendly answers to greetings and thanks ("hi", "servus", "thanks"). They answer only a message that reaches no topic, so "Hi, what have you built?" still gets the projects.',
        object("One small-talk line.", {
          keywords: list(
            'What the visitor says, e.g. "hello" or "thank you"; matched like topic keywords.',
            asTyped(text("One word or phrase.", { maxLength: 40 })),
            SMALL_TALK_KEYWORDS,
          ),
          reply: text("The assistant's short answer.", { maxLength: 300 }),
        }),
        SMALL_TALK,
      ).optional(),
    }).superRefine(chatTermsInOnePlace(language)),
  } satisfies Record<string, z.ZodType>;
}

export type ContentSchemas = ReturnType<typeof createContentSchemas>;
export type ContentFileName = keyof ContentSchemas;
